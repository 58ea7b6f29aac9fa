import { expect, test } from "vitest";
import { slugify } from "./slug";

test("the spec's rule: lower-case, punctuation removed, whitespace runs to hyphens", () => {
  expect(slugify("An Introduction to Generative AI!")).toBe("an-introduction-to-generative-ai");
  expect(slugify("  Data   Science: for BI  ")).toBe("data-science-for-bi");
  expect(slugify("Café & Crème")).toBe("cafe-creme");
  expect(slugify("???")).toBe("");
});
