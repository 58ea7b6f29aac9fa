import sharp from "sharp";

/**
 * An ICO file holding PNG images (supported by every browser since IE 9):
 * browsers, feed readers and bookmark tools still ask for /favicon.ico
 * whatever the page's <link rel="icon"> says, so it must not be a 404.
 */
export const FAVICON_SIZES = [16, 32, 48] as const;

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

export function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  return icoFromPngs(images);
}
