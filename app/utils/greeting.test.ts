import { expect, test } from "vitest";
import { greeting } from "./greeting";

test("a person is greeted by their first name", () => {
  expect(greeting("Dana")).toBe("Hello Dana,");
  expect(greeting("  Dana Okafor ")).toBe("Hello Dana,");
  expect(greeting("Anne-Marie O'Brien")).toBe("Hello Anne-Marie,");
  expect(greeting("Zoë")).toBe("Hello Zoë,");
});

test("without a name that reads as one, the greeting stays neutral", () => {
  for (const name of [
    undefined,
    null,
    "",
    "   ",
    "evil.example",
    "http://x.y",
    "<b>Hi</b>",
    "J.",
    "1234",
    "a".repeat(41),
  ]) {
    expect(greeting(name)).toBe("Hello,");
  }
});
