import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The staff forms are built from the form kit (app/components/forms/, and its
// hydrated part app/components/admin/forms/): one Conform setup
// (useSchemaForm) and one submit button (SubmitButton), so a
// form validates, disables and shows progress the same way everywhere.
const KIT = ["app/components/forms/", "app/components/admin/forms/"];
const inKit = (file: string) => KIT.some((folder) => file.startsWith(folder));

// Public forms are rendered on the server only; their browser checks live in
// app/browser/form-validation.ts. They still read Conform's field metadata.
const PUBLIC_FORMS = [
  "app/components/contact/contact-form.tsx",
  "app/components/careers/application-form.tsx",
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const appFiles = [...sourceFiles("app/components"), ...sourceFiles("app/routes")];

test("no form sets Conform up by hand: useSchemaForm is the one setup", () => {
  const byHand = appFiles.filter(
    (file) =>
      !inKit(file) &&
      !PUBLIC_FORMS.includes(file) &&
      /\buseForm\b/.test(fs.readFileSync(file, "utf8")),
  );
  expect(byHand).toEqual([]);
});

test("no page builds its own submit button with a spinner: SubmitButton is the one", () => {
  const own = appFiles.filter((file) => {
    if (inKit(file)) return false;
    const source = fs.readFileSync(file, "utf8");
    // The kit's <Button> made a submit button (Conform's list buttons, which
    // only add or remove a row, excepted), or a spinner drawn beside one.
    const submitButtons = source.match(/<Button\b[^>]*?type="submit"[^>]*>/gs) ?? [];
    return (
      submitButtons.some((tag) => !tag.includes("getButtonProps")) ||
      (/type="submit"/.test(source) && /animate-spin/.test(source))
    );
  });
  expect(own).toEqual([]);
});
