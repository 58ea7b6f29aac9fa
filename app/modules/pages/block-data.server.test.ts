import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { jobs, mediaAssets } from "~/db/schema";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { uploadImage } from "~/modules/media/media.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { testJob } from "../../../tests/helpers/test-job";
import { BlockSchema, type Block } from "./block-schemas";
import { loadBlockData } from "./pages.server";

// Issue 28: an "open positions" block shows the published jobs really read
// from the database, filtered by department and/or place as /careers
// filters them; a block image is read with its library size and renditions.

setupTestDatabase();

const job = testJob;

beforeAll(async () => {
  await db()
    .insert(jobs)
    .values(
      [
        job({ id: "platform-engineer", title: "Platform Engineer", postedDaysAgo: 1 }),
        job({
          id: "data-scientist",
          title: "Data Scientist",
          department: "Data Science",
          location: "Hybrid — Hamilton, NJ",
          postedDaysAgo: 2,
        }),
        job({
          id: "frontend-engineer",
          title: "Frontend Engineer",
          location: "East Brunswick, NJ",
          postedDaysAgo: 3,
        }),
        job({ id: "backend-engineer", title: "Backend Engineer", postedDaysAgo: 4 }),
        job({
          id: "retired-engineer",
          title: "Retired Engineer",
          isActive: false,
          postedDaysAgo: 0,
        }),
      ].map((value) => demoJobValues(value)),
    );
});

const openPositions = (id: string, fields: Record<string, unknown>): Block =>
  BlockSchema.parse({ id, type: "open-positions", fields: { title: "Roles", ...fields } });

const titles = (data: Awaited<ReturnType<typeof loadBlockData>>, id: string) =>
  data.jobs[id]?.map((row) => row.title);

test("open positions: the newest published jobs, by department and/or place, at most the count", async () => {
  const data = await loadBlockData([
    openPositions("all", { maxPositions: 3 }),
    openPositions("engineering", { department: "Engineering" }),
    openPositions("brunswick", { department: "Engineering", location: "East Brunswick, NJ" }),
    // A hybrid job's place is its town, as the /careers location filter reads it.
    openPositions("hamilton", { location: "Hamilton, NJ" }),
    openPositions("nobody", { department: "Secret Department" }),
  ]);
  expect(titles(data, "all")).toEqual(["Platform Engineer", "Data Scientist", "Frontend Engineer"]);
  expect(titles(data, "engineering")).toEqual([
    "Platform Engineer",
    "Frontend Engineer",
    "Backend Engineer",
  ]);
  expect(titles(data, "brunswick")).toEqual(["Frontend Engineer"]);
  expect(titles(data, "hamilton")).toEqual(["Data Scientist"]);
  expect(titles(data, "nobody")).toEqual([]);
});

test("a job closed or unpublished leaves the block on the next read", async () => {
  const block = openPositions("engineering", { department: "Engineering", maxPositions: 2 });
  expect(titles(await loadBlockData([block]), "engineering")).toEqual([
    "Platform Engineer",
    "Frontend Engineer",
  ]);
  await db().update(jobs).set({ isActive: false }).where(eq(jobs.id, "platform-engineer"));
  expect(titles(await loadBlockData([block]), "engineering")).toEqual([
    "Frontend Engineer",
    "Backend Engineer",
  ]);
  await db().update(jobs).set({ isActive: true }).where(eq(jobs.id, "platform-engineer"));
});

test("a block image is read with its library size and renditions; an unknown one is left out", async () => {
  const admin = await adminActor((await createAdmin("block-images")).cookie);
  const bytes = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 60, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await uploadImage(admin, new File([bytes], "team.jpg", { type: "image/jpeg" }));
  if (!upload.ok) throw new Error(upload.message);
  const [row] = await db()
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.name, upload.value.slice("/media/".length)));
  const missing = "/media/00000000-0000-4000-8000-000000000000.png";
  const data = await loadBlockData([
    BlockSchema.parse({
      id: "people",
      type: "team",
      fields: {
        title: "Team",
        people: [
          { photo: { url: upload.value, alt: "Ana" }, name: "Ana", role: "Architect" },
          { photo: { url: missing, alt: "Gone" }, name: "Ben", role: "Lead" },
        ],
      },
    }),
  ]);
  expect(data.pictures[upload.value]).toMatchObject({ name: row!.name, width: 900, height: 600 });
  expect(data.pictures[upload.value]!.renditions.length).toBeGreaterThan(0);
  expect(data.pictures[missing]).toBeUndefined();
});
