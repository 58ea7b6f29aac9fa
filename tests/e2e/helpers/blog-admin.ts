import crypto from "node:crypto";
import { expect as baseExpect, type Page } from "@playwright/test";

// Each step loads pages on a machine shared by many test runs.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A word no demo post contains, so each journey finds exactly its own posts
 * (letters only: the public search matches words by prefix).
 */
export function uniqueWord(): string {
  return `zq${[...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
}

export type NewPost = {
  title: string;
  summary?: string;
  category?: string;
  content?: string;
  publish?: boolean;
  tags?: string[];
};

/** The editable area of the content editor, once the editor has replaced the plain text area. */
export async function contentEditor(page: Page) {
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  return page.getByRole("textbox", { name: "Content" });
}

/** Fills in /admin/blogs/new through the form (content typed into the rich-text editor). */
export async function fillNewPost(page: Page, post: NewPost) {
  await page.goto("/admin/blogs/new", { waitUntil: "networkidle" });
  await page.getByLabel("Title").fill(post.title);
  await page.getByLabel("Summary").fill(post.summary ?? `Summary of ${post.title}.`);
  await page.getByLabel("Category").selectOption(post.category ?? "tech");
  for (const tag of post.tags ?? []) {
    await page.getByLabel("Add a tag").fill(tag);
    await page.getByLabel("Add a tag").press("Enter");
  }
  const editor = await contentEditor(page);
  await editor.click();
  await page.keyboard.type(post.content ?? `Body of ${post.title}.`);
  if (post.publish) await page.getByLabel("Publish this post").check();
}

/** Creates a post through the form and waits for the list's confirmation. */
export async function createPost(page: Page, post: NewPost) {
  await fillNewPost(page, post);
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\?notice=created$/);
  await expect(page.getByRole("status").filter({ hasText: "Blog post added." })).toBeVisible();
}

/** The slug the spec's rule makes of a title. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The list filtered to one search, and the row of a post in it. */
export async function rowOf(page: Page, title: string) {
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** "Jan 5, 2026" for today in the company's time zone (the admin list's date format). */
export function todayShort(): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "America/New_York",
  }).format(new Date());
}

export function todayLong(): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "America/New_York",
  }).format(new Date());
}
