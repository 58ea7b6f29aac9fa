import { beforeAll, expect, test } from "vitest";
import type { Actor } from "~/modules/actor/actor";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { companyWallTime } from "~/utils/calendar-dates";
import { createAdmin } from "../../../tests/helpers/accounts";
import { changesContent } from "../../../tests/helpers/content-version";
import { adminActor, form } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { parseAdminPostFilters } from "./admin-post-filters";
import {
  createPost,
  getPostForAdmin,
  listPostsForAdmin,
  setPostPublished,
  updatePost,
} from "./blog-admin.server";
import { getPublishedPostBySlug } from "./blog.server";
import { POST_MESSAGES } from "./post-messages";
import { publishDuePosts } from "./scheduled-publishing.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { PostFormSchema } from "~/modules/blog/post-schema";

setupTestDatabase();

let admin: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("scheduler")).cookie);
});

const MINUTE = 60_000;
/** A time on the company's clock, `minutes` from now (as the form sends it). */
const inMinutes = (minutes: number) => companyWallTime(new Date(Date.now() + minutes * MINUTE));

const postForm = (slug: string, extra: Record<string, string>) =>
  form({
    title: `Scheduled ${slug}`,
    slug,
    summary: "A summary.",
    category: "cloud",
    author: "Ada Admin",
    content: "<p>Ready when the time comes.</p>",
    ...extra,
  });

async function create(slug: string, extra: Record<string, string>) {
  const result = await writeForm(PostFormSchema, postForm(slug, extra), (input) =>
    createPost(admin, input),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.result?.error));
  return (await getPostForAdmin(result.value.id))!;
}

test("a draft with a time is Scheduled, and goes live by itself when its minute comes", async () => {
  // One reading of the clock: a save under load may cross a minute boundary.
  const at = inMinutes(5);
  const post = await create("goes-live-later", { scheduledFor: at });
  expect(post.isPublished).toBe(false);
  expect(post.scheduledAt).toBeInstanceOf(Date);
  expect(companyWallTime(post.scheduledAt!)).toBe(at);
  const scheduled = await listPostsForAdmin(
    parseAdminPostFilters(new URLSearchParams("status=scheduled")),
  );
  expect(scheduled.posts.map((row) => row.id)).toEqual([post.id]);
  const drafts = await listPostsForAdmin(
    parseAdminPostFilters(new URLSearchParams("status=draft")),
  );
  expect(drafts.posts.map((row) => row.id)).not.toContain(post.id);

  // Not yet: nothing is published, nothing public changes.
  expect(await publishDuePosts()).toEqual([]);
  expect(await getPublishedPostBySlug("goes-live-later")).toBeNull();

  // Its minute: published with the scheduled time as its date, pages refreshed.
  const due = new Date(post.scheduledAt!.getTime() + 1_000);
  expect(await changesContent(() => publishDuePosts(due))).toBe(true);
  const live = await getPostForAdmin(post.id);
  expect(live).toMatchObject({ isPublished: true, scheduledAt: null });
  expect(live?.publishedAt?.getTime()).toBe(post.scheduledAt!.getTime());
  expect(await getPublishedPostBySlug("goes-live-later")).not.toBeNull();
  // Only once, however many jobs or instances ask.
  expect(await publishDuePosts(due)).toEqual([]);
  const entry = (await listAuditEntries()).find(
    (row) => row.action === "post.publish" && row.targetId === post.id,
  );
  expect(entry).toMatchObject({
    actorEmail: "system",
    details: { slug: "goes-live-later", scheduled: true },
  });
});

test("a time in the past is refused; publishing now or clearing the time ends a schedule", async () => {
  const refused = await writeForm(
    PostFormSchema,
    postForm("too-late", { scheduledFor: inMinutes(-5) }),
    (input) => createPost(admin, input),
  );
  expect(refused.ok).toBe(false);
  expect(refused.ok ? null : refused.result?.error?.scheduledFor).toEqual([
    POST_MESSAGES.schedulePast,
  ]);
  const malformed = await writeForm(
    PostFormSchema,
    postForm("malformed", { scheduledFor: "next tuesday" }),
    (input) => createPost(admin, input),
  );
  expect(malformed.ok ? null : malformed.result?.error?.scheduledFor).toEqual([
    POST_MESSAGES.scheduleInvalid,
  ]);

  // Checked "Publish this post" wins over a time: published now.
  const now = await create("published-now", { scheduledFor: inMinutes(5), isPublished: "on" });
  expect(now).toMatchObject({ isPublished: true, scheduledAt: null });

  // Unscheduled by saving without a time.
  const later = await create("unscheduled", { scheduledFor: inMinutes(5) });
  const saved = await writeForm(
    PostFormSchema,
    postForm("unscheduled", { scheduledFor: "" }),
    (input) => updatePost(admin, later.id, input),
  );
  expect(saved.ok).toBe(true);
  expect(await getPostForAdmin(later.id)).toMatchObject({ isPublished: false, scheduledAt: null });

  // Published from the list: the schedule is over too.
  const listed = await create("published-from-list", { scheduledFor: inMinutes(5) });
  await setPostPublished(admin, form({ intent: "publish", id: listed.id }));
  expect(await getPostForAdmin(listed.id)).toMatchObject({ isPublished: true, scheduledAt: null });
  expect(await publishDuePosts(new Date(Date.now() + 10 * MINUTE))).toEqual([]);
});
