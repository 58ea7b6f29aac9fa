import { expect, test, vi } from "vitest";
import { storePublicSubmission } from "./public-submission.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

test("a filled honeypot stores nothing; a blank one stores", async () => {
  const store = vi.fn(async () => "saved");
  expect(await storePublicSubmission(form({ website: "https://spam" }), "website", store)).toEqual({
    outcome: "bot",
  });
  expect(store).not.toHaveBeenCalled();
  expect(await storePublicSubmission(form({ website: "  " }), "website", store)).toEqual({
    outcome: "stored",
    value: "saved",
  });
});

test("a database outage is an answer, not a crash; any other error is a bug", async () => {
  const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
    code: "ECONNREFUSED",
  });
  expect(await storePublicSubmission(form({}), "website", () => Promise.reject(outage))).toEqual({
    outcome: "unavailable",
    headers: { "Retry-After": "30" },
  });
  await expect(
    storePublicSubmission(form({}), "website", () => Promise.reject(new TypeError("bug"))),
  ).rejects.toThrow("bug");
});
