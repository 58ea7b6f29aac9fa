import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// Every 429 the app can answer tells the client when to try again
// (Retry-After), also without JavaScript. This lists them: a new 429 fails
// here until it carries the header and is added below.

const APP = path.resolve("app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where each 429 is answered, and how its Retry-After is set. */
const ANSWERS_429: Record<string, string> = {
  "routes/public/contact.tsx": "contact form: per-address limit",
  "routes/careers/apply.tsx": "application form: per-address limit",
  "routes/careers/status.tsx": "candidate status page: per-address limit on views and posts",
  "routes/careers/my-data.tsx": "candidate data request page: the same per-address limit",
  "routes/careers/my-data-download.ts": "candidate data download: the same per-address limit",
  "routes/careers/alerts.tsx": "job alert subscribe form: per-address limit",
  "routes/careers/alerts-manage.tsx": "job alert manage page: per-address limit on views and posts",
  "routes/careers/alerts-unsubscribe.ts":
    "job alert one-click unsubscribe: the same per-address limit",
  "routes/admin/login.tsx": "sign-in: per-address limit and the password lockout",
  "routes/admin/forgot-password.tsx": "reset-link requests: per-address limit",
  "routes/admin/reset-password.tsx": "reset form: per-address limit",
  "routes/admin/login-two-factor.tsx":
    "second step: per-address limit, text-message sends, two-factor lockout",
  "routes/admin/settings/text-message.tsx": "text-message enrolment: send limit",
  "routes/admin/settings/password-failure.server.ts": "settings forms: the password lockout",
  "routes/api/auth.tsx": "better-auth's own limiter: its X-Retry-After passed on",
  "routes/admin/media/image-upload.server.ts":
    "image uploads (the post editor's, as JSON, and the media library's Upload): per-account limit",
};

/** Lines after a `429` within which its Retry-After is set. */
const NEAR = 8;

test("every 429 in the app is listed and sets Retry-After beside it", () => {
  const found = new Set<string>();
  const missing: string[] = [];
  for (const file of sourceFiles(APP)) {
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const relative = path.relative(APP, file);
    lines.forEach((line, index) => {
      if (!/\b429\b/.test(line) || /^\s*(\/\/|\*)/.test(line)) return;
      found.add(relative);
      const near = lines.slice(index, index + NEAR).join("\n");
      // A refusal table's 429 gets its header where the table is used.
      const viaTable =
        /^\s*(\w+|"[\w-]+"): \[[^\]]+, 429\],?$/.test(line) && /Retry-After/.test(lines.join("\n"));
      if (!/Retry-After/.test(near) && !viaTable) missing.push(`${relative}:${index + 1}`);
    });
  }
  expect(missing).toEqual([]);
  expect([...found].sort()).toEqual(Object.keys(ANSWERS_429).sort());
});

/** Pages whose forms answer 429 through password-failure.server.ts. */
const PASSWORD_FORMS = [
  "routes/admin/settings/password.tsx",
  "routes/admin/settings/two-factor.tsx",
];

/** Pages whose forms answer 429 through image-upload.server.ts (the editor's upload is JSON). */
const UPLOAD_PAGES = ["routes/admin/media/index.tsx"];

test("every page that answers 429 passes the action's Retry-After on to document responses", async () => {
  const modules = import.meta.glob<{ headers?: unknown }>("../../app/routes/**/*.tsx");
  // Resource routes (api/) answer with their own Response and its headers.
  const pages = [
    ...Object.keys(ANSWERS_429).filter(
      (name) => name.endsWith(".tsx") && !name.startsWith("routes/api/"),
    ),
    ...PASSWORD_FORMS,
    ...UPLOAD_PAGES,
  ];
  for (const file of pages) {
    const load = modules[`../../app/${file}`];
    expect(load, file).toBeDefined();
    const { headers } = await load!();
    expect(typeof headers, `${file} exports headers`).toBe("function");
    const answer = (headers as (args: object) => HeadersInit)({
      actionHeaders: new Headers({ "Retry-After": "42" }),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(answer).get("Retry-After"), file).toBe("42");
  }
});

test("better-auth's own limiter (X-Retry-After) reaches the client as Retry-After", () => {
  const source = fs.readFileSync(path.join(APP, "routes/api/auth.tsx"), "utf8");
  expect(source).toMatch(/X-Retry-After/);
  expect(source).toMatch(/\.set\("Retry-After"/);
});
