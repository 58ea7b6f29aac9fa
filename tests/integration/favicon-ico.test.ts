import fs from "node:fs";
import sharp from "sharp";
import { expect, test } from "vitest";
import { FAVICON_SIZES } from "../../scripts/favicon-ico";

test("public/favicon.ico holds the icon as PNGs at 16, 32 and 48 px", async () => {
  const ico = fs.readFileSync("public/favicon.ico");
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  expect(ico.readUInt16LE(4)).toBe(FAVICON_SIZES.length);
  for (const [index, size] of FAVICON_SIZES.entries()) {
    const entry = 6 + index * 16;
    expect(ico.readUInt8(entry)).toBe(size);
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
    expect(meta).toMatchObject({ format: "png", width: size, height: size });
  }
});
