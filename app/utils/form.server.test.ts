import { expect, test } from "vitest";
import { checkForm, FORM_INPUT_MESSAGES, readForm } from "./form.server";

const form = (...entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

test("a form as our pages send it passes", () => {
  const job = form(
    ["title", "Engineer"],
    ["description", "Line one\n\tLine two\r\n"],
    ["responsibilities[0]", "Build"],
    ["responsibilities[1]", "Ship"],
    ["__intent__", '{"type":"validate"}'],
    ["website", ""],
  );
  expect(checkForm(job, { lists: ["responsibilities"] })).toMatchObject({ ok: true });
  const post = form(["tags", "AI"], ["tags", "Data"]);
  expect(checkForm(post, { repeatable: ["tags"] })).toMatchObject({ ok: true });
  const upload = form(["resume", new File(["%PDF"], "cv.pdf")]);
  expect(checkForm(upload, { files: ["resume"] })).toMatchObject({ ok: true });
});

test.each([
  ["coverLetter twice", form(["coverLetter", "a"], ["coverLetter", "b"]), {}, "repeated"],
  ["coverLetter[0]", form(["coverLetter[0]", "a"]), {}, "shape"],
  [
    "responsibilities[0] twice",
    form(["responsibilities[0]", "a"], ["responsibilities[0]", "b"]),
    { lists: ["responsibilities"] },
    "repeated",
  ],
  [
    "responsibilities plain",
    form(["responsibilities", "a"]),
    { lists: ["responsibilities"] },
    "shape",
  ],
  ["an object path", form(["title.x", "a"]), {}, "shape"],
  ["__proto__", form(["__proto__", "a"]), {}, "shape"],
  ["a file in a text field", form(["message", new File(["x"], "x.txt")]), {}, "shape"],
  ["NUL", form(["message", "hello\u0000"]), {}, "characters"],
  ["another control character", form(["name", "a\u0007b"]), {}, "characters"],
  ["C1 control", form(["name", "a\u0085b"]), {}, "characters"],
  [
    "NUL in a file name",
    form(["resume", new File(["x"], "cv\u0000.pdf")]),
    { files: ["resume"] },
    "characters",
  ],
] as const)("%s is refused with a message naming the field", (_label, data, shape, kind) => {
  const result = checkForm(data, shape);
  expect(result.ok).toBe(false);
  const field = [...data.keys()][0]!.replace(/[.[].*$/, "");
  if (!result.ok) expect(result.message).toBe(FORM_INPUT_MESSAGES[kind](field));
});

test("a list of objects (the company's offices) passes as name[i].field, only where declared", () => {
  const offices = form(["offices[0].id", "hamilton"], ["offices[0].city", "Hamilton"]);
  expect(checkForm(offices, { objectLists: ["offices"] })).toMatchObject({ ok: true });
  expect(checkForm(offices)).toEqual({ ok: false, message: FORM_INPUT_MESSAGES.shape("offices") });
  const nested = form(["offices[0].address.city", "Hamilton"]);
  expect(checkForm(nested, { objectLists: ["offices"] })).toMatchObject({ ok: false });
  expect(checkForm(form(["offices[0].constructor", "x"]), { objectLists: ["offices"] }).ok).toBe(
    false,
  );
});

// A list of values sent as objects (`requirements[0].x`) reached the job
// form's page as an object where it renders text: a 500 (found by the fuzz suite).
test("a list keeps its declared kind: values as name[i], groups as name[i].field", () => {
  const objectInValueList = form(["requirements[0]", "Care"], ["requirements[0].x", "Care"]);
  expect(checkForm(objectInValueList, { lists: ["requirements"] })).toEqual({
    ok: false,
    message: FORM_INPUT_MESSAGES.shape("requirements"),
  });
  expect(checkForm(form(["requirements[0].x", "a"]), { lists: ["requirements"] }).ok).toBe(false);
  expect(checkForm(form(["offices[0]", "Hamilton"]), { objectLists: ["offices"] })).toEqual({
    ok: false,
    message: FORM_INPUT_MESSAGES.shape("offices"),
  });
});

test("a fieldset (opening hours) passes as name.field, only where declared", () => {
  const hours = form(["hours.weekdays", "9-5"], ["hours.weekend", "Closed"]);
  expect(checkForm(hours, { objects: ["hours"] })).toMatchObject({ ok: true });
  expect(checkForm(hours)).toEqual({ ok: false, message: FORM_INPUT_MESSAGES.shape("hours") });
  expect(checkForm(form(["hours", "9-5"]), { objects: ["hours"] }).ok).toBe(false);
  expect(checkForm(form(["hours.__proto__", "1"]), { objects: ["hours"] }).ok).toBe(false);
});

test("a form whose schema reports control characters at the field gets its values through", () => {
  const contact = form(["name", "Casey\u0000Null"], ["message", "Hi\u0007"]);
  const result = checkForm(contact, { charactersCheckedBySchema: true });
  expect(result.ok && result.formData.get("name")).toBe("Casey\u0000Null");
  // Names and file names are still the boundary's to refuse.
  const badName = form(["na\u0000me", "Casey"]);
  expect(checkForm(badName, { charactersCheckedBySchema: true }).ok).toBe(false);
  const badFile = form(["resume", new File(["x"], "cv\u0000.pdf")]);
  expect(checkForm(badFile, { files: ["resume"], charactersCheckedBySchema: true })).toEqual({
    ok: false,
    message: FORM_INPUT_MESSAGES.characters("resume"),
  });
});

test("a body that is no form gets the page's own message", async () => {
  const json = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(await readForm(json, { unreadable: "Please send the form." })).toEqual({
    ok: false,
    message: "Please send the form.",
  });
});

test("line breaks arrive as LF however the browser sent them", () => {
  const checked = checkForm(
    form(["message", "Line one\r\nLine two\rLine three"], ["resume", new File(["%PDF"], "cv.pdf")]),
    { files: ["resume"] },
  );
  if (!checked.ok) throw new Error(checked.message);
  expect(checked.formData.get("message")).toBe("Line one\nLine two\nLine three");
  expect(checked.formData.get("resume")).toBeInstanceOf(File);
});
