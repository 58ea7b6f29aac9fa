import { Picture } from "~/components/blog/picture";
import type { PictureInfo } from "~/modules/media/picture";

/** The library facts of a page's block images, by their /media/ address (read with the page). */
export type BlockPictures = Record<string, PictureInfo>;

type BlockImageProps = {
  image: { url: string; alt: string };
  pictures: BlockPictures;
  sizes: string;
  /** The first block of a page is above the fold: load its image at once. */
  eager?: boolean;
  /** Draw the image this many pixels high (logos). */
  displayHeight?: number;
  className?: string;
};

/**
 * A block's library image with its alt text: always with its width and
 * height (nothing moves while it loads), responsive renditions when the
 * library has them, lazy unless it opens the page. An address the library
 * no longer knows draws nothing rather than an image of unknown size.
 */
export function BlockImage({
  image,
  pictures,
  sizes,
  eager = false,
  displayHeight,
  className,
}: BlockImageProps) {
  const info = pictures[image.url];
  if (!info) return null;
  const scale = displayHeight ? displayHeight / info.height : 1;
  return (
    <Picture
      src={image.url}
      alt={image.alt}
      picture={info}
      sizes={sizes}
      width={Math.round(info.width * scale)}
      height={Math.round(info.height * scale)}
      displayHeight={displayHeight}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
