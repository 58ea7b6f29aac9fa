import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * The "valid HTML" budget (docs/architecture.md, Tests): the W3C Nu HTML
 * checker (vnu-jar, Java) reports no errors on any public page. The pages
 * are fetched as a crawler sees them (server HTML, no JavaScript) and
 * checked in ONE run of the checker, which is what keeps this affordable
 * (~15 s for all of them).
 */

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** Pages and states that are not in the sitemap (which adds every job, post and category). */
const EXTRA_PAGES = [
  "/contact?sent=1",
  "/careers?q=cloud&type=Full-time",
  "/careers?q=nothing-matches-this",
  "/careers/apply/senior-software-engineer",
  "/careers/apply/senior-software-engineer?submitted=1",
  "/careers/apply",
  "/careers/apply?submitted=1",
  "/careers/job/no-such-job",
  "/careers/apply/no-such-job",
  "/blog?q=data",
  "/blog?q=nothing-matches-this",
  "/blog?page=2",
  "/blog/no-such-post",
  "/blog/category/no-such-category",
  "/no-such-page/anywhere",
  "/admin/login",
  "/admin/login?mode=sign-up",
];

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The contact form sent empty: the page with its error summary and field messages. */
async function contactErrorState(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/contact", {
    form: { name: "", email: "not-an-address", message: "" },
    headers: {
      Origin: baseURL,
      "X-Forwarded-For": `10.66.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`,
    },
  });
  expect(response.status()).toBe(400);
  return response.text();
}

test("every public page is valid HTML (W3C Nu checker, errors only)", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const java = await promisify(execFile)("java", ["-version"]).catch(() => null);
  expect(
    java,
    "Java is needed for the Nu HTML checker (apt-get install default-jre-headless)",
  ).not.toBeNull();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-vnu-"));
  const paths = [...new Set([...(await sitemapPaths(request)), ...EXTRA_PAGES])];
  expect(paths.length).toBeGreaterThan(30);
  const files = new Map<string, string>();
  const save = (name: string, html: string) => {
    const file = path.join(dir, `${files.size}.html`);
    fs.writeFileSync(file, html);
    files.set(file, name);
  };
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    expect(response.headers()["content-type"], pagePath).toMatch(/^text\/html/);
    save(pagePath, await response.text());
  }
  save("POST /contact (errors)", await contactErrorState(request, baseURL!));

  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.keys()],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((failure: { stderr?: string }) => ({ stderr: failure.stderr ?? "" }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const problems = messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const page = files.get(new URL(message.url ?? "file:///unknown").pathname) ?? message.url;
      return `${page} (line ${message.lastLine ?? "?"}): ${message.message} — ${message.extract ?? ""}`;
    });
  expect(problems).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
