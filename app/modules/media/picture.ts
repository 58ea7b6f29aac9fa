import { MEDIA_URL_PREFIX, type MediaRendition } from "./media-limits";

/**
 * What a page needs to draw a library image responsively: read with the
 * post (blog.server.ts) or for its content (responsive-content.server.ts),
 * turned into <picture> sources here, on the server and in the browser alike.
 */
export type PictureInfo = {
  name: string;
  width: number;
  height: number;
  renditions: MediaRendition[];
};

export type PictureSources = {
  width: number;
  height: number;
  /** AVIF, then WebP: the browser takes the first type it can show. */
  sources: { type: string; srcSet: string }[];
  /** The original's format: renditions plus the original at full width. */
  srcSet: string;
};

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

const url = (name: string) => `${MEDIA_URL_PREFIX}${name}`;
const stem = (name: string) => name.slice(0, name.lastIndexOf("."));

function srcSet(name: string, renditions: MediaRendition[]): string {
  return [...renditions]
    .sort((a, b) => a.width - b.width)
    .map(
      (rendition) =>
        `${url(`${stem(name)}-w${rendition.width}.${rendition.format}`)} ${rendition.width}w`,
    )
    .join(", ");
}

/** The <picture> sources of a library image; null when it has no renditions (a GIF). */
export function pictureSources(info: PictureInfo): PictureSources | null {
  if (!info.renditions.length) return null;
  const extension = info.name.slice(info.name.lastIndexOf(".") + 1);
  const own = info.renditions.filter((rendition) => rendition.format === extension);
  const full = own.some((rendition) => rendition.width === info.width)
    ? ""
    : `${url(info.name)} ${info.width}w`;
  return {
    width: info.width,
    height: info.height,
    sources: (["avif", "webp"] as const)
      .filter((format) => format !== extension)
      .map((format) => ({
        type: TYPES[format],
        srcSet: srcSet(
          info.name,
          info.renditions.filter((rendition) => rendition.format === format),
        ),
      }))
      .filter((source) => source.srcSet),
    srcSet: [srcSet(info.name, own), full].filter(Boolean).join(", "),
  };
}

/** The `sizes` of images in an article's text column and of covers. */
export const PICTURE_SIZES = {
  article: "(min-width: 768px) 704px, 100vw",
  cover: "(min-width: 1024px) 1024px, 100vw",
  card: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
} as const;
