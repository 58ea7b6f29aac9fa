import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { parseAdminPostFilters } from "./admin-post-filters";
import { POST_LIMITS, POST_MESSAGES } from "./post-messages";
import {
  deriveSlug,
  everyImageHasAlt,
  hasVisibleContent,
  normalizeTags,
  PostFormSchema,
} from "./post-schema";
import { nextPublishedAt } from "./publishing";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const VALID = {
  title: "Zero-Trust Networking, Explained!",
  slug: "",
  summary: "What zero trust means in practice.",
  category: "cloud",
  author: "Ada Admin",
  content: "<p>Body text.</p>",
};

function parse(fields: Record<string, string | string[]>) {
  const submission = parseWithZod(form(fields), { schema: PostFormSchema });
  return Object.assign(submission, {
    error: submission.status === "error" ? submission.error : undefined,
  });
}

test("empty required fields get the spec's messages", () => {
  const submission = parse({});
  expect(submission.status).toBe("error");
  expect(submission.error).toMatchObject({
    title: [POST_MESSAGES.titleRequired],
    summary: [POST_MESSAGES.summaryRequired],
    category: [POST_MESSAGES.categoryRequired],
    author: [POST_MESSAGES.authorRequired],
    content: [POST_MESSAGES.contentRequired],
  });
  expect(POST_MESSAGES).toMatchObject({
    titleRequired: "Title is required",
    slugRequired: "Slug is required",
    summaryRequired: "Summary is required",
    contentRequired: "Content is required",
    categoryRequired: "Category is required",
    authorRequired: "Author is required",
  });
});

test("whitespace-only text and an empty editor count as missing", () => {
  const submission = parse({ ...VALID, title: "   ", author: "\t", content: "<p></p><p> </p>" });
  expect(submission.error).toMatchObject({
    title: [POST_MESSAGES.titleRequired],
    author: [POST_MESSAGES.authorRequired],
    content: [POST_MESSAGES.contentRequired],
  });
});

test("an empty slug is derived from the title by the spec's rule", () => {
  const submission = parse(VALID);
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  expect(submission.value.slug).toBe("zero-trust-networking-explained");
  expect(submission.value.isPublished).toBe(false);
  expect(submission.value.imageUrl).toBeNull();
});

test("a typed slug is kept, normalised to the same rule", () => {
  const submission = parse({ ...VALID, slug: "  My Custom Slug!! " });
  expect(submission.status === "success" && submission.value.slug).toBe("my-custom-slug");
});

test("a slug with nothing usable, and no usable title, is 'Slug is required'", () => {
  expect(deriveSlug("", "¿¡!")).toBe("");
  const submission = parse({ ...VALID, title: "!!!", slug: "***" });
  expect(submission.error).toMatchObject({ slug: [POST_MESSAGES.slugRequired] });
});

test("an empty form says both 'Title is required' and 'Slug is required' (the spec's messages)", () => {
  const submission = parse({ ...VALID, title: "", slug: "" });
  expect(submission.error).toMatchObject({
    title: [POST_MESSAGES.titleRequired],
    slug: [POST_MESSAGES.slugRequired],
  });
  // A title alone is enough: the slug is derived from it.
  expect(parse({ ...VALID, slug: "" }).error).toBeUndefined();
});

test("slug derivation: lower-case, punctuation removed, whitespace runs to hyphens", () => {
  expect(deriveSlug(undefined, "Hello,   World: AI & Data")).toBe("hello-world-ai-data");
  expect(deriveSlug("already-a-slug", "Other title")).toBe("already-a-slug");
  expect(deriveSlug("", "x".repeat(300))).toHaveLength(POST_LIMITS.slug);
});

test("tags: trimmed, blanks ignored, duplicates dropped (first spelling wins)", () => {
  expect(normalizeTags(["  AI ", "", "   ", "ai", "Data  Science", "AI", undefined])).toEqual([
    "AI",
    "Data Science",
  ]);
  const submission = parse({ ...VALID, tags: [" cloud", "Cloud", "", "security "] });
  expect(submission.status === "success" && submission.value.tags).toEqual(["cloud", "security"]);
});

test("a single tag field posts one value; too many or too long tags are refused", () => {
  const one = parse({ ...VALID, tags: "solo" });
  expect(one.status === "success" && one.value.tags).toEqual(["solo"]);
  const many = parse({ ...VALID, tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) });
  expect(many.error?.tags).toEqual([POST_MESSAGES.tooManyTags]);
  const long = parse({ ...VALID, tags: ["x".repeat(41)] });
  expect(long.error?.tags).toEqual([POST_MESSAGES.tagTooLong]);
});

test("images are optional; given, they are a site path or an http(s) address", () => {
  const ok = parse({
    ...VALID,
    imageUrl: "/media/a.png",
    authorImage: "https://example.com/a.jpg",
  });
  expect(ok.status).toBe("success");
  for (const bad of [
    "javascript:alert(1)",
    "//evil.example/x.png",
    "data:image/png;base64,AA",
    "no",
  ]) {
    expect(parse({ ...VALID, imageUrl: bad }).error?.imageUrl).toEqual([POST_MESSAGES.imageUrl]);
  }
});

test("an unknown category is 'Category is required'", () => {
  expect(parse({ ...VALID, category: "gossip" }).error?.category).toEqual([
    POST_MESSAGES.categoryRequired,
  ]);
});

test("the publish checkbox posts 'on'", () => {
  const submission = parse({ ...VALID, isPublished: "on" });
  expect(submission.status === "success" && submission.value.isPublished).toBe(true);
});

test("visible content: text or an image, not bare markup", () => {
  expect(hasVisibleContent("<p></p>")).toBe(false);
  expect(hasVisibleContent("<p>&nbsp;</p>")).toBe(false);
  expect(hasVisibleContent('<p><img src="/media/x.png" alt=""></p>')).toBe(true);
  expect(hasVisibleContent("<h2>Hi</h2>")).toBe(true);
});

test("published_at: the spec's rules", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const earlier = new Date("2026-01-05T12:00:00Z");
  // New draft → none; new published → now.
  expect(nextPublishedAt(null, false, now)).toBeNull();
  expect(nextPublishedAt(null, true, now)).toEqual(now);
  // Publishing a draft → now (also a draft that kept an old date).
  expect(nextPublishedAt({ isPublished: false, publishedAt: null }, true, now)).toEqual(now);
  expect(nextPublishedAt({ isPublished: false, publishedAt: earlier }, true, now)).toEqual(now);
  // Editing a published post keeps its date; a published post without one gets now.
  expect(nextPublishedAt({ isPublished: true, publishedAt: earlier }, true, now)).toEqual(earlier);
  expect(nextPublishedAt({ isPublished: true, publishedAt: null }, true, now)).toEqual(now);
  // Unpublishing leaves the date as it was (the spec never clears it).
  expect(nextPublishedAt({ isPublished: true, publishedAt: earlier }, false, now)).toEqual(earlier);
  expect(nextPublishedAt({ isPublished: false, publishedAt: null }, false, now)).toBeNull();
});

test("list filters: unknown values mean all; the page is a positive integer", () => {
  const filters = (query: string) => parseAdminPostFilters(new URLSearchParams(query));
  expect(filters("q=%20cloud%20&category=ai&status=draft&page=2")).toEqual({
    q: "cloud",
    category: "ai",
    status: "draft",
    page: 2,
  });
  expect(filters("category=nope&status=archived&page=-1")).toEqual({
    q: "",
    category: "",
    status: "",
    page: 1,
  });
});

test("every image in the content needs alt text, on the server as in the editor", () => {
  expect(
    everyImageHasAlt('<p>Text</p><figure><img src="/media/a.png" alt="A chart"></figure>'),
  ).toBe(true);
  expect(everyImageHasAlt("<img src='/a.png' alt='Quoted once'>")).toBe(true);
  expect(everyImageHasAlt('<img src="/a.png">')).toBe(false);
  expect(everyImageHasAlt('<img src="/a.png" alt="  ">')).toBe(false);
  expect(everyImageHasAlt('<img data-alt="x" src="/a.png">')).toBe(false);
  expect(everyImageHasAlt('<img src="/a.png" alt="Good"><img src="/b.png" alt="">')).toBe(false);

  const missing = parse({ ...VALID, content: '<p>See:</p><img src="/media/chart.png">' });
  expect(missing.error?.content).toEqual([POST_MESSAGES.imageAltRequired]);
  const described = parse({
    ...VALID,
    content: '<img src="/media/chart.png" alt="Cost by month">',
  });
  expect(described.status).toBe("success");
});
