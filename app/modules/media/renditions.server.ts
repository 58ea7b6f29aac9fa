import sharp, { type Sharp } from "sharp";
import type { MediaRendition } from "~/db/schema";
import { MAX_MEDIA_PIXELS, RENDITION_WIDTHS, type MediaExtension } from "./media-limits";

/**
 * Smaller copies of an uploaded image, made with sharp: each width of
 * RENDITION_WIDTHS narrower than the original, in AVIF, WebP and the
 * original's own format, plus full-size AVIF and WebP when the original is
 * not wider than the largest width (a wider original is only served
 * downscaled). GIFs are kept as they are: resizing would drop their
 * animation. Renditions carry no metadata (sharp strips EXIF, GPS included)
 * and are turned upright by the EXIF orientation.
 */

export type ImageFacts = { width: number; height: number };

export type MadeRendition = MediaRendition & { bytes: Buffer };

const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
} as const;

/**
 * sharp for an uploaded image: never decodes more than MAX_MEDIA_PIXELS
 * (sharp's own default is 268 million), whatever checked the size before.
 */
const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_MEDIA_PIXELS });

/** The displayed size (after EXIF orientation), or null when sharp cannot read the file. */
export async function readImageFacts(bytes: Uint8Array): Promise<ImageFacts | null> {
  return (await readImageHeader(bytes))?.facts ?? null;
}

/**
 * What the file's header says — the displayed size, the pixel count and the
 * EXIF orientation — read without decoding the image, or null when sharp
 * cannot read the file.
 */
export async function readImageHeader(
  bytes: Uint8Array,
): Promise<{ facts: ImageFacts; pixels: number; orientation: number } | null> {
  try {
    // Metadata comes from the header alone; the pixel limit applies to decoding.
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient;
    if (!(width > 0 && height > 0)) return null;
    return {
      facts: { width, height },
      pixels: width * height,
      orientation: metadata.orientation ?? 1,
    };
  } catch {
    return null;
  }
}

/**
 * An animated WebP turned upright is still not possible losslessly: a WebP
 * whose EXIF orientation is not "upright" is re-encoded turned (its EXIF
 * block, which held the orientation, is then gone).
 */
export async function uprightWebp(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await open(bytes).rotate().webp({ quality: 90 }).toBuffer());
}

/** The widths to make for an original this wide. */
export function renditionWidths(originalWidth: number): number[] {
  const smaller = RENDITION_WIDTHS.filter((width) => width < originalWidth);
  const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!;
  return originalWidth <= largest ? [...smaller, originalWidth] : smaller;
}

export async function makeRenditions(
  bytes: Uint8Array,
  extension: MediaExtension,
  facts: ImageFacts,
): Promise<MadeRendition[]> {
  if (extension === "gif") return [];
  const own = extension === "png" ? "png" : extension === "jpg" ? "jpg" : null;
  const made: MadeRendition[] = [];
  for (const width of renditionWidths(facts.width)) {
    const formats: MediaRendition["format"][] = ["avif", "webp"];
    // The original itself is the full-size copy in its own format.
    if (own && width < facts.width) formats.push(own);
    for (const format of formats) {
      const resized = open(bytes).rotate().resize({ width, withoutEnlargement: true });
      made.push({ width, format, bytes: await ENCODERS[format](resized).toBuffer() });
    }
  }
  return made;
}
