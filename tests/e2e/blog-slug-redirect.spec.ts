import { expect, test } from "./helpers/admin";
import { createPost, rowOf, slugOf, uniqueWord } from "./helpers/blog-admin";

// Journeys of several page loads on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function renameSlug(page: Parameters<typeof rowOf>[0], title: string, slug: string) {
  await (await rowOf(page, title)).getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/notice=saved/);
}

test("a renamed post's old URLs answer 301 to the current one, through several renames and back", async ({
  adminPage: page,
  request,
}) => {
  const word = uniqueWord();
  const title = `Renamed journey ${word}`;
  const first = slugOf(title);
  await createPost(page, { title, category: "tech", publish: true });

  await renameSlug(page, title, `${first}-second`);
  await renameSlug(page, title, `${first}-third`);

  for (const old of [first, `${first}-second`]) {
    const response = await request.get(`/blog/${old}?utm_source=old`, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers()["location"]).toBe(`/blog/${first}-third`);
  }
  const current = await page.goto(`/blog/${first}-third`);
  expect(current?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Back to the first slug: it is live again (no loop), and the others point at it.
  await renameSlug(page, title, first);
  expect((await request.get(`/blog/${first}`, { maxRedirects: 0 })).status()).toBe(200);
  const third = await request.get(`/blog/${first}-third`, { maxRedirects: 0 });
  expect(third.status()).toBe(301);
  expect(third.headers()["location"]).toBe(`/blog/${first}`);
});
