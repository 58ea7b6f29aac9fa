import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "~/routes";
import { ownRouteOf } from "./own-routes";

// A redirect is only looked up where no route answers; so every route of
// app/routes.ts and every file in public/ must count as the site's own.

function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || entry.path ? [here || "/"] : [];
    return [...own, ...paths(entry.children ?? [], here)];
  });
}

test("every route of the site is one of its own addresses", () => {
  const concrete = paths(routes as RouteConfigEntry[])
    .filter((route) => route !== "/*")
    .map((route) => route.replace(/:[^/?]+\??/g, "x").replace(/\/\*$/, "/x"));
  expect(concrete.length).toBeGreaterThan(20);
  expect(concrete.filter((route) => ownRouteOf(route) === null)).toEqual([]);
});

test("every file and folder in public/ is one of its own addresses", () => {
  const names = fs.readdirSync(path.join(process.cwd(), "public"));
  expect(names.map((name) => `/${name}`).filter((file) => ownRouteOf(file) === null)).toEqual([]);
});
