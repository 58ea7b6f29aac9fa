import sharp, { type Sharp } from "sharp";
import type { MediaRendition } from "~/db/schema";
import { RENDITION_WIDTHS, type MediaExtension } from "./media-limits";

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

/** The displayed size (after EXIF orientation), or null when sharp cannot read the file. */
export async function readImageFacts(bytes: Uint8Array): Promise<ImageFacts | null> {
  try {
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient;
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
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
      const resized = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
      made.push({ width, format, bytes: await ENCODERS[format](resized).toBuffer() });
    }
  }
  return made;
}
