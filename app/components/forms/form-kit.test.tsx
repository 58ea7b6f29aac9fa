import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { z } from "zod";
import { CheckboxField } from "./checkbox-field";
import { TextField } from "./fields";
import { FileField } from "./file-field";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

// The form kit's own pieces, rendered as the server sends them: the schema's
// constraints reach the controls, hints and messages are wired for screen
// readers, and an action's reply shows its messages.
const DemoSchema = z.object({
  name: z.string({ error: "Enter a name" }).max(40),
  remote: z.boolean().optional(),
  cv: z.file({ error: "Add a file" }),
  agree: z.boolean({ error: "Please agree" }),
});

function DemoForm({ lastResult }: { lastResult?: ReturnType<typeof reply> }) {
  const [form, fields] = useSchemaForm(DemoSchema, { id: "demo", lastResult });
  return (
    <form {...getFormProps(form)}>
      <TextField field={fields.name} label="Name" required />
      <CheckboxField field={fields.remote} label="Remote" hint="Work from anywhere." />
      <CheckboxField field={fields.agree} label="I agree" />
      <FileField field={fields.cv} label="CV" required accept=".pdf" hint="PDF only." />
    </form>
  );
}

function reply(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return parseWithZod(formData, { schema: DemoSchema }).reply();
}

/** The opening tag of the element with this attribute (one match expected). */
function tagWith(html: string, attribute: string): string {
  const tags = html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`, "g")) ?? [];
  expect(tags, attribute).toHaveLength(1);
  return tags[0]!;
}

const idOf = (tag: string) => /\bid="([^"]+)"/.exec(tag)?.[1];

/** The id of the element whose text starts with `text`. */
const idOfText = (html: string, text: string) =>
  new RegExp(`id="([^"]+)"[^>]*>${text}`).exec(html)?.[1];

test("useSchemaForm marks the fields the schema requires", () => {
  const html = renderToStaticMarkup(<DemoForm />);
  expect(tagWith(html, 'name="name"')).toContain('required=""');
  expect(tagWith(html, 'name="cv"')).toContain('required=""');
  expect(tagWith(html, 'name="remote"')).not.toContain("required");
});

test("a CheckboxField is a labelled checkbox; its hint is read out with it", () => {
  const html = renderToStaticMarkup(<DemoForm />);
  const box = tagWith(html, 'name="remote"');
  expect(box).toContain('type="checkbox"');
  const id = idOf(box);
  expect(html).toContain(`<label for="${id}" class="font-medium text-navy-900">Remote</label>`);
  expect(box).toContain(`aria-describedby="${idOfText(html, "Work from anywhere")}"`);
  // Without a hint the label is the whole sentence and nothing else describes the box.
  const agree = tagWith(html, 'name="agree"');
  expect(html).toContain(`<label for="${idOf(agree)}"`);
  expect(agree).not.toContain("aria-describedby");
});

test("a FileField takes the given types and describes itself with its hint", () => {
  const html = renderToStaticMarkup(<DemoForm />);
  const file = tagWith(html, 'name="cv"');
  expect(file).toContain('type="file"');
  expect(file).toContain('accept=".pdf"');
  expect(file).toContain(`aria-describedby="${idOfText(html, "PDF only")}"`);
  expect(html).toContain(`<label for="${idOf(file)}"`);
});

test("an action's reply marks the fields and shows the schema's messages", () => {
  const html = renderToStaticMarkup(<DemoForm lastResult={reply({ name: "" })} />);
  expect(tagWith(html, 'name="name"')).toContain('aria-invalid="true"');
  expect(html).toContain("Enter a name");
  expect(html).toContain("Add a file");
  const agree = tagWith(html, 'name="agree"');
  expect(agree).toContain('aria-invalid="true"');
  expect(html).toContain("Please agree");
});
