import type { MediaExtension } from "./media-limits";

/**
 * Removes what an image file says besides its pixels — EXIF (a phone's GPS
 * position, the camera's serial number), XMP, IPTC, comments and text
 * chunks — without re-encoding it, so the original served under /media/ is
 * the uploaded picture, byte for byte in its image data. Only what the
 * browser needs to draw it right is kept: the colour profile, and the EXIF
 * orientation, rewritten as a minimal EXIF block holding nothing else.
 *
 * Null when the file's structure is not what its signature promised (the
 * caller refuses it as not an image).
 */
export function stripMetadata(
  bytes: Uint8Array,
  extension: MediaExtension,
  orientation: number,
): Uint8Array | null {
  switch (extension) {
    case "jpg":
      return stripJpeg(bytes, orientation);
    case "png":
      return stripPng(bytes);
    case "webp":
      return stripWebp(bytes);
    case "gif":
      return stripGif(bytes);
  }
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

// --- JPEG: segments up to the image data (SOS); APPn and COM dropped, but
// JFIF (APP0), the ICC profile (APP2) and Adobe's colour transform (APP14).

/** An APP1 segment with an EXIF block holding the orientation alone. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF, IFD at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00], // Orientation, SHORT
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff]; // "Exif\0\0"
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

function keepJpegSegment(marker: number, bytes: Uint8Array, start: number): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true; // not APPn: tables, frame headers…
  if (marker === 0xe0) return ascii(bytes, start, 4) === "JFIF";
  if (marker === 0xe2) return ascii(bytes, start, 11) === "ICC_PROFILE";
  if (marker === 0xee) return ascii(bytes, start, 5) === "Adobe";
  return false;
}

function stripJpeg(bytes: Uint8Array, orientation: number): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationWritten = orientation <= 1 || orientation > 8;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(offset, offset + 2 + length);
    // The orientation goes right after JFIF (or first), where readers look.
    if (!orientationWritten && marker !== 0xe0) {
      parts.push(orientationSegment(orientation));
      orientationWritten = true;
    }
    if (marker === 0xda) {
      // Start of scan: the image data and everything after it, as uploaded.
      parts.push(bytes.subarray(offset));
      return concat(parts);
    }
    if (keepJpegSegment(marker, bytes, offset + 4)) parts.push(segment);
    offset += 2 + length;
  }
  return null;
}

// --- PNG: chunks that draw the image (and the colour profile); text, EXIF,
// time and any unknown chunk dropped.

const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "pHYs",
  "bKGD",
  "cICP",
  "mDCv",
  "cLLi",
  // Animated PNG.
  "acTL",
  "fcTL",
  "fdAT",
]);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
    const length = view.getUint32(0);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

// --- WebP: RIFF chunks; EXIF and XMP dropped and VP8X's flags for them cleared.

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, 4);
    const size = new DataView(bytes.buffer, bytes.byteOffset + offset + 4).getUint32(0, true);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length + (size % 2)) return null;
    const chunk = bytes.slice(offset, Math.min(end, bytes.length));
    if (type === "VP8X" && chunk.length > 8) chunk[8]! &= ~(VP8X_EXIF | VP8X_XMP);
    if (type !== "EXIF" && type !== "XMP ") parts.push(chunk);
    offset = end;
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

// --- GIF: blocks; comments and application extensions (XMP) dropped, but
// the looping ones (NETSCAPE2.0, ANIMEXTS1.0).

function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  return -1;
}

function stripGif(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 13) return null;
  const packed = bytes[10]!;
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const parts: Uint8Array[] = [bytes.subarray(0, offset)];
  while (offset < bytes.length) {
    const introducer = bytes[offset]!;
    if (introducer === 0x3b) {
      parts.push(bytes.subarray(offset, offset + 1));
      return concat(parts);
    }
    let end: number;
    let keep = true;
    if (introducer === 0x2c) {
      // Image descriptor, its colour table, the LZW minimum code size, the data.
      const local = bytes[offset + 9] ?? 0;
      const table = local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0;
      end = skipSubBlocks(bytes, offset + 10 + table + 1);
    } else if (introducer === 0x21) {
      const label = bytes[offset + 1];
      end = skipSubBlocks(bytes, offset + 2);
      if (label === 0xfe) keep = false; // comment
      if (label === 0xff) {
        const application = ascii(bytes, offset + 3, 11);
        keep = application === "NETSCAPE2.0" || application === "ANIMEXTS1.0";
      }
    } else {
      return null;
    }
    if (end < 0) return null;
    if (keep) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return null;
}
