import { beforeAll, expect, test } from "vitest";
import type { Actor } from "~/modules/actor/actor";
import { PostFormSchema } from "~/modules/blog/post-schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { parsedForm, writeForm } from "../../../tests/helpers/form-write";
import { adminActor, form } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { createPost, getPostForAdmin, updatePost } from "./blog-admin.server";
import { autosavePost } from "./post-writes.server";
import { listRevisionsForAdmin } from "./revisions.server";

// An autosave sent while typing can reach the server after the editor pressed
// Save: it must not write the half-typed text over the save, nor add a version
// after it (the browser journey's History once showed three versions, not two).

setupTestDatabase();

let admin: Actor;
beforeAll(async () => {
  admin = await adminActor((await createAdmin("late-autosaver")).cookie);
});

const fields = (content: string) =>
  form({
    title: "A late autosave",
    slug: "a-late-autosave",
    summary: "A summary.",
    category: "cloud",
    author: "Ada Admin",
    content,
  });

test("an autosave that arrives after a save made since the form was loaded is refused and writes nothing", async () => {
  const created = await writeForm(PostFormSchema, fields("<p>Original.</p>"), (input) =>
    createPost(admin, input),
  );
  if (!created.ok) throw new Error("not created");
  const id = created.value.id;
  const loadedAt = new Date();
  expect(
    await autosavePost(admin, id, parsedForm(PostFormSchema, fields("<p>Rewr</p>")), loadedAt),
  ).toMatchObject({ status: "saved" });
  await writeForm(PostFormSchema, fields("<p>Rewritten.</p>"), (input) =>
    updatePost(admin, id, input),
  );

  // Sent before the save, arriving after it.
  expect(
    await autosavePost(admin, id, parsedForm(PostFormSchema, fields("<p>Rewritt</p>")), loadedAt),
  ).toEqual({ status: "stale" });
  expect((await getPostForAdmin(id))?.content).toBe("<p>Rewritten.</p>");
  expect((await listRevisionsForAdmin(id)).map((revision) => revision.kind)).toEqual([
    "save",
    "save",
  ]);

  // A form loaded after the save autosaves as before.
  expect(
    await autosavePost(admin, id, parsedForm(PostFormSchema, fields("<p>More.</p>")), new Date()),
  ).toMatchObject({ status: "saved" });
  expect((await getPostForAdmin(id))?.content).toBe("<p>More.</p>");
});
