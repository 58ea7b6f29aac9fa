// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import fs from "node:fs";
import fc from "fast-check";
import sharp from "sharp";
import { asc, count, desc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import {
  blogPosts,
  inquiries,
  jobs,
  mediaAssets,
  postPreviewLinks,
  user as users,
} from "~/db/schema";
import { createInquiry } from "~/modules/inquiries/inquiries.server";
import { MAX_MEDIA_BYTES } from "~/modules/media/media-limits";
import { mediaDir } from "~/modules/media/media-storage.server";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { insertOpenJob } from "../helpers/application-form";
import {
  expectNoServerError,
  formBody,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  hostileFormText,
  pathSegment,
  quietMalformedUrlWarnings,
  type FormEntry,
} from "../helpers/fuzz";
import {
  damagedFormOf,
  expectRefusalAsPage,
  postForm,
  postMode,
  realOrHostile,
  type Posted,
  type PostMode,
} from "../helpers/fuzz-forms";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 25: at least FUZZ_RUNS generated submissions to each staff form added
// since issue 12 — media upload and alt text, preview sharing, privacy
// requests, the job form's schedule fields — posted as the browser would, by
// a staff member whose role may use the form. None may answer 5xx, a refused
// document post comes back as the page, and a refused post changes nothing.

const database = setupTestDatabase();
quietMalformedUrlWarnings();
const handle = createTestRequestHandler();

const cookies = { editor: "", recruiter: "", admin: "" };
const DRAFT_ID = "fuzz-draft";
const PUBLISHED_ID = "fuzz-published";
const JOB_ID = "fuzz-scheduled-job";
const PERSON = "pat.person@example.com";
let mediaId = "";

/** Small real images of each accepted kind (and one wide enough for a rendition). */
let images: Buffer[] = [];

async function staff(role: "editor" | "recruiter") {
  const member = await createVerifiedAccount(`fuzz-${role}`);
  await database().db.update(users).set({ role }).where(eq(users.id, member.userId));
  return member.cookie;
}

beforeAll(async () => {
  const { db } = database();
  cookies.editor = await staff("editor");
  cookies.recruiter = await staff("recruiter");
  cookies.admin = (await createAdmin("fuzz-privacy")).cookie;
  const post = {
    summary: "A post to share.",
    content: "<p>Draft text.</p>",
    category: "engineering",
    author: "Fuzz",
  };
  await db.insert(blogPosts).values([
    { ...post, id: DRAFT_ID, slug: DRAFT_ID, title: "Fuzz draft" },
    {
      ...post,
      id: PUBLISHED_ID,
      slug: PUBLISHED_ID,
      title: "Fuzz published",
      isPublished: true,
      publishedAt: new Date(),
    },
  ]);
  await insertOpenJob(db, JOB_ID, "Fuzz Scheduled Job");
  const canvas = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#3366aa" } });
  images = await Promise.all([
    canvas(1, 1).png().toBuffer(),
    canvas(3, 2).jpeg().toBuffer(),
    canvas(2, 3).webp().toBuffer(),
    canvas(2, 2).gif().toBuffer(),
    canvas(500, 2).png().toBuffer(),
  ]);
  const upload = new FormData();
  upload.set("file", new File([images[0]! as BlobPart], "seed.png", { type: "image/png" }));
  const seeded = await postForm(handle, "/admin/blogs/media", upload, {
    cookie: cookies.editor,
    mode: "resource",
    input: "seed upload",
  });
  if (seeded.status !== 201) throw new Error(`seeding an image answered ${seeded.status}`);
  const [row] = await db.select({ id: mediaAssets.id }).from(mediaAssets);
  mediaId = row!.id;
});

async function total(table: typeof mediaAssets | typeof jobs | typeof inquiries) {
  const [row] = await database().db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

function filesIn(dir: string): number {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
}

/** Image bytes: real, truncated, with flipped bytes, a real header on noise, noise, too large. */
const imageBytes = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...images), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...images), fc.nat())
        .map(([image, cut]) => image.subarray(0, cut % image.length)),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...images),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1 }),
        )
        .map(([image, flips]) => {
          const copy = Buffer.from(image);
          for (const [at, byte] of flips) copy[at % copy.length] = byte;
          return copy;
        }),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...images), fc.nat({ max: 64 }), fc.uint8Array({ maxLength: 2048 }))
        .map(([image, keep, noise]) => Buffer.concat([image.subarray(0, keep), noise])),
      weight: 2,
    },
    { arbitrary: fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(...images)
        .map((image) => Buffer.concat([image, Buffer.alloc(MAX_MEDIA_BYTES + 1 - image.length)])),
      weight: 1,
    },
  );

const uploadedFile = () =>
  fc
    .record({
      bytes: imageBytes(),
      type: fc.constantFrom(
        "image/png",
        "image/jpeg",
        "image/webp",
        "image/gif",
        "image/svg+xml",
        "image/avif",
        "",
        "application/octet-stream",
        "text/html",
      ),
      name: realOrHostile(
        fc.constantFrom("photo.png", "a.jpg", "", "../../etc/passwd.png", "é.webp"),
        fc.string({ unit: "binary", maxLength: 300 }),
      ),
    })
    .map(({ bytes, type, name }) => new File([bytes as BlobPart], name, { type }));

/** Fails when a refused post changed `snapshot`'s answer. */
async function unchangedUnlessRedirected<T>(
  snapshot: () => Promise<T>,
  post: () => Promise<Posted>,
): Promise<Posted> {
  const before = await snapshot();
  const posted = await post();
  if (!posted.redirected) expect(await snapshot(), posted.label).toEqual(before);
  return posted;
}

describe("staff forms answer generated submissions without a 5xx", () => {
  // One form group: the upload (the editor's image field, posted with fetch)
  // and the library's alt text; each run is one or the other.
  test(
    "media: upload an image, edit its alt text (editor)",
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const upload = fc.record({
        form: fc.constant("upload" as const),
        files: fc.oneof(
          { arbitrary: fc.array(uploadedFile(), { minLength: 1, maxLength: 1 }), weight: 8 },
          { arbitrary: fc.array(uploadedFile(), { maxLength: 3 }), weight: 2 },
        ),
        fieldName: realOrHostile(fc.constant("file"), fc.constantFrom("image", "file[]", "File")),
        extra: fc.array(fc.tuple(fc.constantFrom("alt", "intent", "file", "x"), hostileFormText), {
          maxLength: 2,
        }),
      });
      const altText = fc.record({
        form: fc.constant("alt" as const),
        id: pathSegment([mediaId, mediaId, mediaId]),
        entries: damagedFormOf({
          intent: realOrHostile(fc.constant("alt"), fc.constant("save")),
          alt: realOrHostile(
            fc.oneof(
              fc.string({ maxLength: 320 }),
              fc.string({ unit: "grapheme", maxLength: 300 }),
            ),
            hostileFormText,
          ),
        }),
        urlEncoded: fc.boolean(),
        mode: postMode,
      });
      const library = async () => ({
        alt: (await database().db.select({ alt: mediaAssets.alt }).from(mediaAssets)).map(
          (row) => row.alt,
        ),
        files: filesIn(mediaDir()),
      });
      await fc.assert(
        fc.asyncProperty(fc.oneof(upload, altText), async (input) => {
          if (input.form === "alt") {
            const { id, entries, urlEncoded, mode } = input;
            const posted = await unchangedUnlessRedirected(library, () =>
              postForm(handle, `/admin/media/${id}`, formBody(entries, urlEncoded), {
                cookie: cookies.editor,
                mode,
                input: { id, entries },
              }),
            );
            if (id === mediaId) expectRefusalAsPage(posted, mode, "Dimensions");
            return;
          }
          const entries: FormEntry[] = [
            ...input.files.map((file): FormEntry => [input.fieldName, file]),
            ...input.extra,
          ];
          const before = await library();
          const posted = await postForm(handle, "/admin/blogs/media", formBody(entries), {
            cookie: cookies.editor,
            mode: "resource",
            input: entries,
          });
          expect(posted.contentType, posted.label).toMatch(/^application\/json/);
          const after = await library();
          if (posted.status === 201) {
            expect(after.alt.length, posted.label).toBe(before.alt.length + 1);
          } else {
            // Nothing half saved: no row, no original or rendition left behind.
            expect(after, posted.label).toEqual(before);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );

  test("preview sharing: share and revoke (editor)", { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const input = fc.record({
      id: pathSegment([DRAFT_ID, DRAFT_ID, PUBLISHED_ID]),
      entries: damagedFormOf({
        intent: realOrHostile(fc.constantFrom("share", "revoke"), hostileFormText),
        lifetime: realOrHostile(
          fc.oneof(fc.constantFrom("0", "1", "7", "30"), fc.integer().map(String)),
          hostileFormText,
        ),
      }),
      urlEncoded: fc.boolean(),
      mode: postMode,
    });
    const links = () =>
      database().db.select().from(postPreviewLinks).orderBy(asc(postPreviewLinks.postId));
    await fc.assert(
      fc.asyncProperty(input, async ({ id, entries, urlEncoded, mode }) => {
        const posted = await unchangedUnlessRedirected(links, () =>
          postForm(handle, `/admin/blogs/share/${id}`, formBody(entries, urlEncoded), {
            cookie: cookies.editor,
            mode,
            input: { id, entries },
          }),
        );
        if (posted.redirected && [DRAFT_ID, PUBLISHED_ID].includes(id)) {
          const shared = (await links()).some((link) => link.postId === id);
          const intent = entries.find(([name]) => name === "intent")?.[1];
          expect(shared, posted.label).toBe(intent === "share");
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test(
    "privacy requests: find, erase, download (administrator)",
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const input = fc.record({
        download: fc.boolean(),
        entries: damagedFormOf({
          intent: realOrHostile(fc.constantFrom("find", "erase"), hostileFormText),
          email: realOrHostile(
            fc.oneof(
              fc.constant(PERSON),
              fc.constant(` ${PERSON.toUpperCase()}`),
              fc.emailAddress(),
            ),
            hostileFormText,
          ),
        }),
        urlEncoded: fc.boolean(),
        mode: postMode,
      });
      const held = async () => {
        const rows = await database()
          .db.select({ id: inquiries.id })
          .from(inquiries)
          .where(eq(inquiries.email, PERSON));
        return rows.length;
      };
      await fc.assert(
        fc.asyncProperty(input, async ({ download, entries, urlEncoded, mode }) => {
          // The person writes in again once erased, so erasing keeps running for real.
          if ((await held()) === 0) {
            await createInquiry({
              name: "Pat Person",
              email: PERSON,
              company: "Fuzz Corp",
              service: "data",
              message: "Please tell me what you hold about me.",
              privacy: true,
            });
          }
          const path = download ? "/admin/settings/privacy/export" : "/admin/settings/privacy";
          const postMode: PostMode = download ? "resource" : mode;
          const posted = await unchangedUnlessRedirected(held, () =>
            postForm(handle, path, formBody(entries, urlEncoded), {
              cookie: cookies.admin,
              mode: postMode,
              input: { path, entries },
            }),
          );
          if (download && posted.status === 200) {
            expect(posted.contentType, posted.label).toBe("application/zip");
          }
          if (!download) expectRefusalAsPage(posted, postMode, "Privacy requests");
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});

/** `Date` → "YYYY-MM-DDTHH:MM" (read as the company's wall clock by the form). */
const wallTime = (date: Date) => date.toISOString().slice(0, 16);

/**
 * The schedule's time: near now (past and future), daylight saving's gap and
 * overlap in New York, the ends of the calendar, impossible dates and times,
 * other shapes (seconds, zones, a space, a date alone), hostile text.
 */
const opensAt = realOrHostile(
  fc.oneof(
    fc
      .integer({ min: -400 * 24 * 60, max: 400 * 24 * 60 })
      .map((minutes) => wallTime(new Date(Date.now() + minutes * 60_000))),
    fc.constantFrom(
      "2026-03-08T02:30",
      "2027-03-14T02:00",
      "2026-11-01T01:30",
      "2027-11-07T01:59",
      "0000-01-01T00:00",
      "0001-01-01T00:00",
      "1883-11-18T12:03",
      "1970-01-01T00:00",
      "9999-12-31T23:59",
      "2026-02-29T10:00",
      "2028-02-29T10:00",
      "2026-13-01T00:00",
      "2026-12-32T00:00",
      "2026-12-01T24:00",
      "2026-12-01T23:60",
      "2026-12-01 09:00",
      "2026-12-01",
      "09:00",
      "+275760-09-13T00:00",
      "",
    ),
    fc
      .tuple(
        fc.date({
          min: new Date("0000-01-01T00:00Z"),
          max: new Date("9999-12-31T23:59Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom("", "", ":00", ":59.999", "Z", "+14:00", "-12:00", "[America/New_York]"),
      )
      .map(([date, suffix]) => `${wallTime(date)}${suffix}`),
  ),
  hostileFormText,
);

const closingDate = realOrHostile(
  fc.oneof(
    fc
      .date({
        min: new Date("0000-01-01T00:00Z"),
        max: new Date("9999-12-31T23:59Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
    fc.constantFrom("2026-02-29", "2028-02-29", "2026-04-31", "2026-1-5", "20261205", ""),
  ),
  hostileFormText,
);

/** The job form with generated schedule fields (and, now and then, other fields damaged). */
const jobForm = damagedFormOf({
  title: fc.constantFrom("Fuzz Scheduled Job", "Data Engineer"),
  department: fc.constant("Engineering"),
  location: fc.constant("Remote (US)"),
  type: fc.constant("Full-time"),
  description: fc.constant("Work on the things that matter."),
  "responsibilities[0]": fc.constant("Build"),
  "requirements[0]": fc.constant("Care"),
  publish: realOrHostile(
    fc.constantFrom("now", "schedule", "schedule", "draft", "", "on"),
    hostileFormText,
  ),
  opensAt,
  closingDate,
});

test(
  "job form's schedule fields: opening time and closing date (recruiter)",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const input = fc.record({
      target: fc.oneof(
        { arbitrary: fc.constant("new"), weight: 5 },
        { arbitrary: fc.constant(`edit/${JOB_ID}`), weight: 4 },
        { arbitrary: pathSegment().map((id) => `edit/${id}`), weight: 1 },
      ),
      entries: jobForm,
      urlEncoded: fc.boolean(),
      mode: postMode,
    });
    const snapshot = async () => ({
      jobs: await total(jobs),
      edited: (await database().db.select().from(jobs).where(eq(jobs.id, JOB_ID)))[0],
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ target, entries, urlEncoded, mode }) => {
        const posted = await unchangedUnlessRedirected(snapshot, () =>
          postForm(handle, `/admin/jobs/${target}`, formBody(entries, urlEncoded), {
            cookie: cookies.recruiter,
            mode,
            input: { target, entries },
          }),
        );
        expectRefusalAsPage(posted, mode, target === "new" ? "Add New Job" : "Edit Job");
      }),
      { numRuns: FUZZ_RUNS },
    );

    // Every saved schedule is a real instant, and the pages that show the
    // most extreme ones render.
    const { db } = database();
    const saved = await db
      .select({ at: jobs.scheduledAt })
      .from(jobs)
      .where(isNotNull(jobs.scheduledAt));
    for (const { at } of saved) expect(Number.isNaN(at!.getTime())).toBe(false);
    const extremes = await Promise.all(
      [
        asc(jobs.scheduledAt),
        desc(jobs.scheduledAt),
        asc(jobs.closingDate),
        desc(jobs.closingDate),
      ].map((order) =>
        db.select({ id: jobs.id, isActive: jobs.isActive }).from(jobs).orderBy(order).limit(3),
      ),
    );
    const pages = [
      "/admin/jobs",
      "/careers",
      "/careers/jobs.xml",
      "/careers/rss.xml",
      "/sitemap.xml",
    ];
    for (const job of extremes.flat()) {
      pages.push(`/admin/jobs/edit/${job.id}`);
      if (job.isActive) pages.push(`/careers/job/${job.id}`, `/careers/apply/${job.id}`);
    }
    for (const url of pages) {
      const response = await handle(
        new Request(`http://localhost:3000${url}`, { headers: { cookie: cookies.recruiter } }),
      );
      await response.arrayBuffer();
      expectNoServerError({ status: response.status, url });
    }
  },
);
