import fs from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { setupTestDatabase } from "../helpers/test-database";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { detectImageType } from "~/modules/media/image-type";
import { MAX_MEDIA_BYTES, MEDIA_MESSAGES } from "~/modules/media/media-limits";
import { imageFileProblem } from "~/modules/media/media-schema";
import { mediaDir, openMedia } from "~/modules/media/media-storage.server";
import { action as mediaAction } from "~/routes/admin/blogs/media";

setupTestDatabase();

// The smallest valid images of each accepted kind (a 1×1 pixel).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==", "base64");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
  Buffer.alloc(8),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let cookie = "";
beforeAll(async () => {
  cookie = (await createAdmin("media")).cookie;
});

function uploadRequest(file: File | null, asCookie = cookie): Request {
  const body = new FormData();
  if (file) body.set("file", file);
  return new Request("http://localhost:3000/admin/blogs/media", {
    method: "POST",
    headers: asCookie ? { cookie: asCookie } : {},
    body,
  });
}

/**
 * Posts through the upload route (which reads the multipart body and
 * authorizes) and reads its JSON answer back; a refusal rejects with the
 * guard's redirect.
 */
async function post(request: Request) {
  const context = { clientIp: "203.0.113.9", cspNonce: "", requestId: "test" };
  const response = (await mediaAction({ request, params: {}, context } as never)) as Response;
  const body = (await response.json()) as { url?: string; error?: string };
  return response.ok
    ? { ok: true as const, url: body.url! }
    : { ok: false as const, status: response.status, message: body.error };
}

const upload = (file: File | null, asCookie = cookie) => post(uploadRequest(file, asCookie));

test("image types come from the bytes: PNG, JPEG, WebP and GIF, never SVG or text", () => {
  expect(detectImageType(PNG)?.extension).toBe("png");
  expect(detectImageType(JPEG)?.extension).toBe("jpg");
  expect(detectImageType(WEBP)?.extension).toBe("webp");
  expect(detectImageType(GIF)?.extension).toBe("gif");
  expect(detectImageType(SVG)).toBeNull();
  expect(detectImageType(Buffer.from("hello"))).toBeNull();
  expect(detectImageType(new Uint8Array())).toBeNull();
});

test("the browser's check: type label and size", () => {
  expect(imageFileProblem(new File([PNG], "a.png", { type: "image/png" }))).toBeNull();
  expect(imageFileProblem(new File([SVG], "a.svg", { type: "image/svg+xml" }))).toBe(
    MEDIA_MESSAGES.notAnImage,
  );
  const big = new File([new Uint8Array(MAX_MEDIA_BYTES + 1)], "big.png", { type: "image/png" });
  expect(imageFileProblem(big)).toBe(MEDIA_MESSAGES.tooLarge);
  expect(imageFileProblem(null)).toBe(MEDIA_MESSAGES.missing);
});

test("an image is stored under a generated name, served back and audited", async () => {
  const result = await upload(new File([PNG], "../../etc/passwd.png", { type: "image/png" }));
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
  const name = result.url.slice("/media/".length);
  expect(await fs.readFile(path.join(mediaDir(), name))).toEqual(PNG);
  expect(await fs.readdir(mediaDir())).not.toContainEqual(expect.stringMatching(/partial/));

  const served = await openMedia(name);
  expect(served).toMatchObject({ type: "image/png", size: PNG.length });
  expect(Buffer.from(await new Response(served!.body).arrayBuffer())).toEqual(PNG);

  const entry = (await listAuditEntries()).find((row) => row.targetId === name);
  expect(entry).toMatchObject({ action: "media.upload", ip: "203.0.113.9" });
});

test("the stored extension follows the bytes, not the label", async () => {
  const result = await upload(new File([GIF], "photo.png", { type: "image/png" }));
  expect(result.ok && result.url).toMatch(/\.gif$/);
});

test("a non-image labelled as an image is refused by its bytes", async () => {
  const before = await fs.readdir(mediaDir()).catch(() => []);
  const result = await upload(new File(["just text"], "fake.png", { type: "image/png" }));
  expect(result).toEqual({ ok: false, status: 415, message: MEDIA_MESSAGES.notAnImage });
  expect(await upload(new File([SVG], "x.svg", { type: "image/svg+xml" }))).toMatchObject({
    ok: false,
    status: 415,
  });
  expect(await fs.readdir(mediaDir()).catch(() => [])).toEqual(before);
});

test("a file over the limit is refused while it streams", async () => {
  const big = Buffer.concat([PNG, Buffer.alloc(MAX_MEDIA_BYTES)]);
  expect(await upload(new File([big], "big.png", { type: "image/png" }))).toEqual({
    ok: false,
    status: 413,
    message: MEDIA_MESSAGES.tooLarge,
  });
});

test("no file, or a body that is not multipart, is a 400 with a message", async () => {
  expect(await upload(null)).toMatchObject({ ok: false, status: 400 });
  const plain = new Request("http://localhost:3000/admin/blogs/media", {
    method: "POST",
    headers: { cookie, "content-type": "text/plain" },
    body: "hello",
  });
  expect(await post(plain)).toMatchObject({ ok: false, status: 400 });
});

test("only administrators may upload", async () => {
  const pending = await createVerifiedAccount("media-pending");
  for (const asCookie of ["", pending.cookie]) {
    const thrown = await upload(new File([PNG], "a.png", { type: "image/png" }), asCookie).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
  }
});

test("serving refuses names we did not generate", async () => {
  for (const name of ["../secret", "x.png", "00000000-0000-0000-0000-000000000000.svg", ""]) {
    expect(await openMedia(name)).toBeNull();
  }
  expect(await openMedia("00000000-0000-0000-0000-000000000000.png")).toBeNull();
});
