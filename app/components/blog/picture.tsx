import type { ImgHTMLAttributes } from "react";
import { pictureSources, type PictureInfo } from "~/modules/media/picture";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "srcSet"> & {
  src: string;
  alt: string;
  /** The library's facts about `src`, when it is a library image. */
  picture?: PictureInfo | null;
  sizes: string;
  /**
   * Draw a library image this many pixels high (a logo): its width and
   * height attributes are scaled to it, so the row keeps its place while
   * the image loads without a stylesheet rule per logo.
   */
  displayHeight?: number;
};

/**
 * An image that is a library upload comes as <picture>: AVIF and WebP
 * renditions first, the original format last, every width in srcset, and
 * its own width and height so nothing moves while it loads. Any other
 * address is a plain <img> with the given attributes.
 */
export function Picture({ picture, sizes, width, height, displayHeight, ...image }: PictureProps) {
  const sources = picture ? pictureSources(picture) : null;
  if (!sources) return <img width={width} height={height} {...image} />;
  const scale = displayHeight ? displayHeight / sources.height : 1;
  return (
    <picture>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...image}
        srcSet={sources.srcSet}
        sizes={sizes}
        width={Math.round(sources.width * scale)}
        height={Math.round(sources.height * scale)}
      />
    </picture>
  );
}
