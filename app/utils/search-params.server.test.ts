import { expect, test } from "vitest";
import { readSearchParams, SEARCH_PARAM_MESSAGES } from "./search-params.server";

const read = (query: string, keys: string[]) =>
  readSearchParams(new Request(`http://localhost/careers${query}`), keys);

function refusal(run: () => unknown): { status: number; data: unknown } {
  try {
    run();
  } catch (thrown) {
    const error = thrown as { init?: ResponseInit; data?: unknown };
    return { status: error.init?.status ?? 0, data: error.data };
  }
  throw new Error("expected a 400");
}

test("known keys once, with control characters removed; unknown keys untouched", () => {
  const params = read("?q=da%00ta%0A&page=2&utm_source=a&utm_source=b", ["q", "page"]);
  expect(params.get("q")).toBe("data");
  expect(params.get("page")).toBe("2");
  expect(params.getAll("utm_source")).toEqual(["a", "b"]);
});

test.each([
  ["?q=a&q=b", SEARCH_PARAM_MESSAGES.repeated("q")],
  ["?q=a&q", SEARCH_PARAM_MESSAGES.repeated("q")],
  ["?q[]=a", SEARCH_PARAM_MESSAGES.shape("q")],
  ["?q%5B0%5D=a", SEARCH_PARAM_MESSAGES.shape("q")],
])("%s answers 400 with a message", (query, message) => {
  expect(refusal(() => read(query, ["q"]))).toEqual({ status: 400, data: message });
});
