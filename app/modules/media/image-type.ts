import { MEDIA_TYPES, type MediaExtension, type MediaType } from "./media-limits";

export type DetectedImage = { type: MediaType; extension: MediaExtension };

function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format from the file's first bytes ("magic numbers"), never from
 * its name or the browser's label. Anything else, SVG included, is null.
 */
export function detectImageType(bytes: Uint8Array): DetectedImage | null {
  let type: MediaType | null = null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) type = "image/png";
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) type = "image/jpeg";
  else if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) {
    type = "image/gif";
  } else if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    type = "image/webp";
  }
  return type ? { type, extension: MEDIA_TYPES[type] } : null;
}
