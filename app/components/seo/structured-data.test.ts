import { expect, test } from "vitest";
import { serializeJsonLd } from "./structured-data";

test("JSON-LD cannot close its <script> element, and still parses to the same data", () => {
  const data = { headline: "</script><script>alert(1)</script> & <!-- \u2028" };
  const text = serializeJsonLd(data);
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual(data);
});
