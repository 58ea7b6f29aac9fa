import { expect, test } from "vitest";
import { BODY_OVER_LIMIT_HEADER } from "./body-limit";
import { FORM_INPUT_MESSAGES, readForm } from "./form.server";

function overLimitPost(body: BodyInit, limit: number, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: { [BODY_OVER_LIMIT_HEADER]: String(limit), ...headers },
  });
}

test("an over-size form keeps every field, each cut to three times the route's limit as sent", async () => {
  const body = new URLSearchParams({
    name: "Zoë Ångström",
    message: "x".repeat(5_000),
    // Each sent as %C3%A9: six bytes.
    letter: "é".repeat(5_000),
    note: "a+b & c=d %",
  });
  const form = await readForm(overLimitPost(body, 1_000));
  expect(form.ok).toBe(true);
  if (!form.ok) return;
  expect(form.formData.get("name")).toBe("Zoë Ångström");
  expect(form.formData.get("message")).toBe("x".repeat(1_000));
  expect(form.formData.get("letter")).toBe("é".repeat(500));
  expect(form.formData.get("note")).toBe("a+b & c=d %");
});

test("a multi-byte character or an escape cut by the limit is dropped, not garbled", async () => {
  const form = await readForm(
    overLimitPost(`a=${"%C3%A9".repeat(2)}%C3%A9&b=%C3%A9%C3%A9%C3&c=%4`, 5, {
      "Content-Type": "application/x-www-form-urlencoded",
    }),
  );
  expect(form.ok && [...form.formData]).toEqual([
    ["a", "éé"],
    ["b", "éé"],
    ["c", "%4"],
  ]);
});

test("an over-size body that is no url-encoded form, or too many fields, is too large", async () => {
  const multipart = new FormData();
  multipart.set("a", "x".repeat(100));
  expect(await readForm(overLimitPost(multipart, 10))).toEqual({
    ok: false,
    message: FORM_INPUT_MESSAGES.tooLarge,
  });
  const many = Array.from({ length: 1_001 }, (_, index) => `f${index}=1`).join("&");
  expect(
    await readForm(
      overLimitPost(many, 10, { "Content-Type": "application/x-www-form-urlencoded" }),
    ),
  ).toEqual({ ok: false, message: FORM_INPUT_MESSAGES.tooLarge });
});
