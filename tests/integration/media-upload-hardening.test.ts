import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { createAdmin } from "../helpers/accounts";
import { setupTestDatabase } from "../helpers/test-database";
import { imageDimensions } from "~/modules/media/image-type";
import { MAX_MEDIA_PIXELS, MEDIA_MESSAGES } from "~/modules/media/media-limits";
import { mediaDir } from "~/modules/media/media-storage.server";
import { stripMetadata } from "~/modules/media/strip-metadata";
import { action as mediaAction } from "~/routes/admin/blogs/media";

// Uploaded originals are served publicly: no metadata (a phone's GPS
// position) leaves with them; decoding is bounded by pixels, not bytes; and
// one account cannot keep the server resizing images without pause.
process.env.MEDIA_UPLOAD_RATE_LIMIT = "4";
setupTestDatabase();

let cookie = "";
beforeAll(async () => {
  cookie = (await createAdmin("media-hardening")).cookie;
});

async function upload(bytes: Uint8Array, name: string, type: string, asCookie = cookie) {
  const body = new FormData();
  body.set("file", new File([bytes as BlobPart], name, { type }));
  const request = new Request("http://localhost:3000/admin/blogs/media", {
    method: "POST",
    headers: { cookie: asCookie },
    body,
  });
  const context = { clientIp: "203.0.113.9", cspNonce: "", requestId: "test" };
  const response = (await mediaAction({ request, params: {}, context } as never)) as Response;
  const answer = (await response.json()) as { url?: string; error?: string };
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), ...answer };
}

const storedFile = (url: string) => fs.readFile(path.join(mediaDir(), path.basename(url)));

/** Whether an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif &&
  (exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])));

/** The bytes from a JPEG's start of scan (its compressed picture) to the end. */
const jpegImageData = (bytes: Uint8Array) => {
  const buffer = Buffer.from(bytes);
  return buffer.subarray(buffer.indexOf(Buffer.from([0xff, 0xda])));
};

test("a phone photo's EXIF (GPS position, camera) is gone from the stored original; its orientation and pixels are kept", async () => {
  // 300 × 200 as stored, shown 200 × 300 (EXIF orientation 6: turn right).
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Model X", Copyright: "Jane Doe" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 13/1 3048/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const before = await sharp(photo).metadata();
  expect(before.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
  expect(hasGpsPointer(before.exif)).toBe(true);
  expect(before.orientation).toBe(6);

  const result = await upload(photo, "IMG_0001.jpg", "image/jpeg");
  expect(result.status).toBe(201);
  const stored = await storedFile(result.url!);
  for (const secret of ["PhoneMaker", "Model X", "Jane Doe"]) {
    expect(stored.includes(Buffer.from(secret)), secret).toBe(false);
  }
  const after = await sharp(stored).metadata();
  expect(hasGpsPointer(after.exif)).toBe(false);
  // An EXIF block with the orientation alone.
  expect(after.exif?.length).toBeLessThan(40);
  expect(after.orientation).toBe(6);
  expect(after.autoOrient).toMatchObject({ width: 200, height: 300 });
  // The picture itself is not re-encoded.
  expect(jpegImageData(stored).equals(jpegImageData(photo))).toBe(true);
});

test("a PNG's text chunks and a WebP's EXIF are gone too", async () => {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 4, background: "#336699" },
  })
    .png()
    .withExif({ IFD0: { Copyright: "PNG owner", ImageDescription: "taken at home" } })
    .toBuffer();
  expect(png.includes(Buffer.from("taken at home"))).toBe(true);
  const storedPng = await storedFile((await upload(png, "shot.png", "image/png")).url!);
  expect(storedPng.includes(Buffer.from("taken at home"))).toBe(false);
  expect(await sharp(storedPng).metadata()).toMatchObject({ width: 40, height: 30 });

  const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
    .webp()
    .withExif({ IFD0: { Copyright: "WebP owner" } })
    .toBuffer();
  expect(webp.includes(Buffer.from("WebP owner"))).toBe(true);
  const storedWebp = await storedFile((await upload(webp, "shot.webp", "image/webp")).url!);
  expect(storedWebp.includes(Buffer.from("WebP owner"))).toBe(false);
  expect(await sharp(storedWebp).metadata()).toMatchObject({ width: 40, height: 30 });
});

test(`an image over ${MAX_MEDIA_PIXELS / 1_000_000} megapixels is refused from its header, with a clear message`, async () => {
  // 6500 × 6500 = 42.25 MP of one colour: a small file, a huge picture.
  const huge = await sharp({
    create: { width: 6500, height: 6500, channels: 3, background: "#ffffff" },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  expect(huge.length).toBeLessThan(2 * 1024 * 1024);
  // The browser's check reads the same header.
  expect(imageDimensions(huge.subarray(0, 1024))).toEqual({ width: 6500, height: 6500 });

  const files = await fs.readdir(mediaDir()).catch(() => [] as string[]);
  const result = await upload(huge, "poster.png", "image/png");
  expect(result).toMatchObject({ status: 413, error: MEDIA_MESSAGES.tooManyPixels });
  expect(await fs.readdir(mediaDir()).catch(() => [] as string[])).toEqual(files);
});

test("uploads are limited per account: then a 429 with Retry-After and a clear message", async () => {
  const other = (await createAdmin("media-rate")).cookie;
  const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  for (let i = 0; i < 4; i++) {
    expect((await upload(tiny, `t${i}.png`, "image/png", other)).status).toBe(201);
  }
  const refused = await upload(tiny, "t5.png", "image/png", other);
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.error).toMatch(
    /^You have uploaded many images in a short time\. Please wait \d+ minutes? and try again\.$/,
  );
  // Another account is not affected.
  const third = (await createAdmin("media-rate-other")).cookie;
  expect((await upload(tiny, "mine.png", "image/png", third)).status).toBe(201);
});

test("a GIF's comments and XMP are dropped, its frames and looping kept", () => {
  const gif = Buffer.from("R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==", "base64");
  const comment = Buffer.from([0x21, 0xfe, 6, ...Buffer.from("secret"), 0]);
  const xmp = Buffer.from([
    0x21,
    0xff,
    11,
    ...Buffer.from("XMP DataXMP"),
    4,
    ...Buffer.from("<x/>"),
    0,
  ]);
  const loop = Buffer.from([0x21, 0xff, 11, ...Buffer.from("NETSCAPE2.0"), 3, 1, 0, 0, 0]);
  const tagged = Buffer.concat([gif.subarray(0, 13), comment, loop, xmp, gif.subarray(13)]);
  const stripped = stripMetadata(tagged, "gif", 1);
  expect(Buffer.from(stripped!)).toEqual(
    Buffer.concat([gif.subarray(0, 13), loop, gif.subarray(13)]),
  );
});

test("a cut-off image whose header still reads is refused as damaged (422), and nothing is stored", async () => {
  const owner = (await createAdmin("media-damaged")).cookie;
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#456" } })
    .jpeg()
    .toBuffer();
  const files = await fs.readdir(mediaDir()).catch(() => [] as string[]);
  // Found by the fuzz suite: these answered 503 "Please try again", which no retry could mend.
  for (const [bytes, name, type] of [
    [png.subarray(0, 62), "cut.png", "image/png"],
    [png.subarray(0, png.length - 13), "cut-end.png", "image/png"],
    [jpeg.subarray(0, jpeg.length - 4), "cut.jpg", "image/jpeg"],
  ] as const) {
    expect(await upload(bytes, name, type, owner)).toMatchObject({
      status: 422,
      error: MEDIA_MESSAGES.damaged,
    });
  }
  expect(await fs.readdir(mediaDir()).catch(() => [] as string[])).toEqual(files);
});
