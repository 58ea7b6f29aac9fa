import { describe, expect, test } from "vitest";
import { OneTimeKeySchema } from "./one-time-key";
import { contentKey, withOneTimeKey } from "./one-time-key.server";

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const DAY = new Date("2026-11-26T10:00:00Z");
const fields: [string, string][] = [
  ["name", "Ada"],
  ["message", "Hello"],
];

describe("a form sent without a one-time key", () => {
  test("gets a valid key made from its content and the day", async () => {
    const key = await contentKey(form(fields), DAY);
    expect(OneTimeKeySchema.safeParse(key).success).toBe(true);
    expect(await contentKey(form(fields), new Date("2026-11-26T23:59:59Z"))).toBe(key);
    expect(await contentKey(form(fields), new Date("2026-11-27T00:00:00Z"))).not.toBe(key);
    expect(await contentKey(form([fields[0]!, ["message", "Hello!"]]), DAY)).not.toBe(key);
    // A value cannot leak into the next name: "a"+"bc" is not "ab"+"c".
    expect(await contentKey(form([["a", "bc"]]), DAY)).not.toBe(
      await contentKey(form([["ab", "c"]]), DAY),
    );
  });

  test("counts a file by its bytes", async () => {
    const withFile = (bytes: string) =>
      form([...fields, ["resume", new File([bytes], "cv.pdf", { type: "application/pdf" })]]);
    expect(await contentKey(withFile("%PDF-1"), DAY)).toBe(
      await contentKey(withFile("%PDF-1"), DAY),
    );
    expect(await contentKey(withFile("%PDF-1"), DAY)).not.toBe(
      await contentKey(withFile("%PDF-2"), DAY),
    );
  });

  test("keeps a key the browser sent and fills an empty one", async () => {
    const sent = crypto.randomUUID();
    expect(
      (await withOneTimeKey(form([...fields, ["idempotencyKey", sent]]), DAY)).get(
        "idempotencyKey",
      ),
    ).toBe(sent);
    const filled = await withOneTimeKey(form([...fields, ["idempotencyKey", ""]]), DAY);
    expect(filled.get("idempotencyKey")).toBe(await contentKey(form(fields), DAY));
  });
});
