import { expect, test } from "vitest";
import { requestScoped, withRequestScope } from "./request-scope.server";

test("inside a request scope a key is made once; outside one, every time", async () => {
  let made = 0;
  const make = () => ++made;
  expect([requestScoped("k", make), requestScoped("k", make)]).toEqual([1, 2]);
  const inside = await withRequestScope(async () => {
    await Promise.resolve();
    return [requestScoped("k", make), requestScoped("k", make), requestScoped("other", make)];
  });
  expect(inside).toEqual([3, 3, 4]);
  // A new request, a new scope.
  expect(withRequestScope(() => requestScoped("k", make))).toBe(5);
});
