import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import routes from "../app/routes";
import { createRouteLabeler, STATIC, UNMATCHED, type ManifestRoute } from "./route-label";

/** The app's route table as the server build lists it: ids, parents, the root route. */
function manifestOf(entries: RouteConfigEntry[]) {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
  const add = (children: RouteConfigEntry[], parentId: string) => {
    for (const entry of children) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(entries, "root");
  return manifest;
}

const manifest = manifestOf(routes);
const label = createRouteLabeler(manifest);

/** The same table as React Router's own nested route objects, for matchRoutes. */
function routeObjects(parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index }) =>
      index ? { id, path, index: true } : { id, path, children: routeObjects(id) },
    );
}

/** What React Router itself picks (slow: it ranks the table on every call). */
function referenceLabel(path: string): string {
  const matches = matchRoutes(routeObjects(undefined), path) ?? [];
  const leaf = matches.at(-1)?.route;
  if (!leaf || leaf.id?.endsWith("not-found")) return UNMATCHED;
  return `/${matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")}`;
}

test("pages are labelled by their route pattern, not their URL", () => {
  expect(label("/")).toBe("/");
  expect(label("/careers")).toBe("/careers");
  expect(label("/careers/job/senior-software-engineer")).toBe("/careers/job/:jobId");
  expect(label("/careers/job/product-manager")).toBe("/careers/job/:jobId");
  expect(label("/careers/apply")).toBe("/careers/apply/:jobId?");
  expect(label("/careers/apply/product-manager")).toBe("/careers/apply/:jobId?");
  expect(label("/blog/introduction-to-generative-ai")).toBe("/blog/:slug");
  expect(label("/blog/category/ai")).toBe("/blog/category/:category");
  expect(label("/sitemap.xml")).toBe("/sitemap.xml");
  expect(label("/media/photo.webp")).toBe("/media/:file");
});

test("staff pages under the admin prefix and the auth API keep their patterns", () => {
  expect(label("/admin")).toBe("/admin");
  expect(label("/admin/jobs/edit/senior-software-engineer")).toBe("/admin/jobs/edit/:jobId");
  expect(label("/admin/applications/abc/resume")).toBe("/admin/applications/:applicationId/resume");
  expect(label("/admin/login")).toBe("/admin/login");
  expect(label("/api/auth/sign-in/email")).toBe("/api/auth/*");
});

test("data requests count under their page", () => {
  expect(label("/_root.data")).toBe("/");
  expect(label("/careers.data")).toBe("/careers");
  expect(label("/careers/job/cloud-solutions-architect.data")).toBe("/careers/job/:jobId");
});

test("paths only the catch-all 404 routes match are one label, whatever they are", () => {
  expect(label("/wp-login.php")).toBe(UNMATCHED);
  expect(label("/no/such/page")).toBe(UNMATCHED);
  expect(label("/admin/no-such-page")).toBe(UNMATCHED);
  expect(label("/careers/job/x/y")).toBe(UNMATCHED);
});

test("the server's own endpoints are named as they are; static is a label of its own", () => {
  expect(label("/healthz")).toBe("/healthz");
  expect(label("/metrics")).toBe("/metrics");
  expect(STATIC).not.toBe(UNMATCHED);
});

test("a flood of distinct URLs still gives the same few labels", () => {
  const labels = new Set<string>();
  for (let i = 0; i < 5_000; i++) {
    labels.add(label(`/careers/job/job-${i}`));
    labels.add(label(`/probe-${i}`));
  }
  expect([...labels].sort()).toEqual(["/careers/job/:jobId", UNMATCHED]);
});

test("the label is the pattern of the route React Router itself would pick", () => {
  const paths = [
    "/",
    "/services",
    "/contact",
    "/careers",
    "/careers/",
    "/CAREERS",
    "/careers/job/a",
    "/careers/job/a/",
    "/careers/apply",
    "/careers/apply/a",
    "/careers/rss.xml",
    "/careers/jobs.xml",
    "/blog",
    "/blog/rss.xml",
    "/blog/atom.xml",
    "/blog/category/ai",
    "/blog/some-post",
    "/blog/a/b",
    "/featured-blogs",
    "/p/token",
    "/maps/hq",
    "/robots.txt",
    "/admin",
    "/admin/",
    "/admin/login",
    "/admin/login/two-factor",
    "/admin/login/sso/google",
    "/admin/jobs",
    "/admin/jobs/new",
    "/admin/jobs/edit/x",
    "/admin/blogs/preview",
    "/admin/blogs/preview/x",
    "/admin/applications/export.csv",
    "/admin/applications/x",
    "/admin/applications/x/resume",
    "/admin/settings/privacy/export",
    "/admin/x/y/z",
    "/api/auth/x/y",
    "/api/other",
    "/media/file.webp",
    "/media/a/b",
    "/x",
    "/x/y",
  ];
  for (const path of paths) expect(label(path), path).toBe(referenceLabel(path));
});
