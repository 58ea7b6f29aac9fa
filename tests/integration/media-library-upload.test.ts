import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { mediaAssets } from "~/db/schema";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { MAX_MEDIA_BYTES, MEDIA_MESSAGES } from "~/modules/media/media-limits";
import { action } from "~/routes/admin/media/index";
import { maxBodyBytes } from "../../server/limits";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { refusedPost } from "../helpers/inbox";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 29 item 14: the media library's own Upload form, as a browser
// without JavaScript sends it (multipart to the library page).

setupTestDatabase();

let cookie = "";
beforeAll(async () => {
  cookie = (await createAdmin("library-upload")).cookie;
});

type Answer = { data?: { uploadError?: string }; init?: ResponseInit | null };

async function send(file: File | null) {
  const body = new FormData();
  body.set("file", file ?? new File([], "", { type: "application/octet-stream" }));
  const request = new Request("http://localhost:3000/admin/media?index", {
    method: "POST",
    headers: { cookie },
    body,
  });
  const context = { clientIp: "203.0.113.9", cspNonce: "", requestId: "test" };
  return (await action({ request, params: {}, context } as never)) as Response | Answer;
}

const photo = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: "#1e6eaa" } })
    .jpeg()
    .toBuffer();

test("an image sent with the Upload form is kept in the library and its page opens to describe it", async () => {
  const answer = await send(new File([await photo()], "office-front.jpg", { type: "image/jpeg" }));
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  const id = /^\/admin\/media\/([0-9a-f-]{36})\?notice=uploaded$/.exec(location)?.[1];
  expect(id, location).toBeDefined();
  const [row] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, id!));
  expect(row).toMatchObject({ originalName: "office-front.jpg", kept: true, width: 640 });
  const entry = (await listAuditEntries()).find((item) => item.targetId === row!.name);
  expect(entry).toMatchObject({ action: "media.upload", ip: "203.0.113.9" });
});

test("a refused upload answers the library page with the reason, never a bare error", async () => {
  const refusals: [File | null, number, string][] = [
    [null, 400, MEDIA_MESSAGES.missing],
    [new File(["just text"], "notes.png", { type: "image/png" }), 415, MEDIA_MESSAGES.notAnImage],
    [
      new File([Buffer.alloc(MAX_MEDIA_BYTES + 1)], "huge.png", { type: "image/png" }),
      413,
      MEDIA_MESSAGES.tooLarge,
    ],
  ];
  for (const [file, status, message] of refusals) {
    const answer = (await send(file)) as Answer;
    expect(answer.init?.status, message).toBe(status);
    expect(answer.data).toEqual({ uploadError: message });
  }
});

test("only staff who may edit the blog can upload", async () => {
  const pending = await createVerifiedAccount("library-upload-pending");
  for (const asCookie of ["", pending.cookie]) {
    const body = new FormData();
    body.set("file", new File([await photo()], "a.jpg", { type: "image/jpeg" }));
    const refused = await refusedPost(action, { cookie: asCookie, form: body });
    expect(refused.status).toBe(302);
  }
});

test("the library page takes an image-sized body (with and without JavaScript)", () => {
  expect(maxBodyBytes("/admin/media")).toBe(MAX_MEDIA_BYTES * 4);
  expect(maxBodyBytes("/admin/media.data")).toBe(MAX_MEDIA_BYTES * 4);
  expect(maxBodyBytes("/admin/media/some-id")).toBeLessThan(MAX_MEDIA_BYTES);
});
