import { expect, test, type APIResponse } from "@playwright/test";
import { ADMIN, signIn } from "./helpers/accounts";
import { asNewVisitor } from "./helpers/visitor";

// Issue 12, probed from outside as the review did: open redirects, the 405
// page, the cross-site check and odd input, against the running server.

/** The payloads that got `Location: //evil.example` before, and their cousins. */
const OFF_SITE = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
];

function expectOnSite(response: APIResponse, baseURL: string) {
  const location = response.headers().location ?? "";
  expect(location, "a redirect").not.toBe("");
  expect(new URL(location, baseURL).origin).toBe(new URL(baseURL).origin);
  expect(location).not.toMatch(/^[/\\]{2}|^\/\\|evil\.example/);
}

test("an anonymous verification link with a hostile callbackURL redirects on-site", async ({
  request,
  baseURL,
}) => {
  for (const callbackURL of OFF_SITE) {
    const query = new URLSearchParams({ token: "not-a-token", callbackURL });
    const response = await request.get(`/api/auth/verify-email?${query}`, { maxRedirects: 0 });
    expect([callbackURL, response.status()]).toEqual([callbackURL, 302]);
    expectOnSite(response, baseURL!);
    expect(response.headers().location).toMatch(/^\/admin\/login\?verified=1[?&]error=/);
  }
});

test("signed in, /admin/login?redirectTo=… never leaves the site", async ({ page, baseURL }) => {
  await asNewVisitor(page);
  await signIn(page, "", ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  for (const redirectTo of [...OFF_SITE, "%2F.%2F%2Fevil.example"]) {
    const response = await page.request.get(
      `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`,
      { maxRedirects: 0 },
    );
    expect([redirectTo, response.status()]).toEqual([redirectTo, 302]);
    expectOnSite(response, baseURL!);
    expect(response.headers().location).toBe("/admin");
  }
  const local = await page.request.get("/admin/login?redirectTo=%2Fadmin%2Fjobs", {
    maxRedirects: 0,
  });
  expect(local.headers().location).toBe("/admin/jobs");
});

test("a POST to a page without a form answers 405 without naming internal modules", async ({
  page,
}) => {
  await asNewVisitor(page);
  for (const path of ["/privacy", "/privacy.data"]) {
    const response = await page.request.post(path, { form: { x: "1" } });
    expect([path, response.status()]).toEqual([path, 405]);
    const body = await response.text();
    // Route ids are public in every page's manifest; the router's message is not.
    expect(body).not.toMatch(/did not provide an `action`|for route \\?"routes/);
    expect(body).toContain("405 Method Not Allowed");
  }
});

test("a state change from the same host on another scheme is cross-site (403)", async ({
  request,
  baseURL,
}) => {
  const otherScheme = baseURL!.replace(/^http:/, "https:");
  const response = await request.post("/contact", {
    headers: { Origin: otherScheme },
    form: { name: "x" },
  });
  expect(response.status()).toBe(403);
});

test("odd input gets the normal page, a 404 or a 400 with a message — never a 500", async ({
  page,
}) => {
  await asNewVisitor(page);
  expect((await page.request.get("/careers?q=%00&department=%00")).status()).toBe(200);
  for (const path of ["/careers/job/%00", "/careers/apply/%00", "/blog/%00"]) {
    expect([path, (await page.request.get(path)).status()]).toEqual([path, 404]);
  }
  const repeated = await page.goto("/careers?q=data&q=cloud");
  expect(repeated?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "We couldn't handle that request",
  );
  await expect(page.getByText("The address gives “q” more than once.")).toBeVisible();

  // Defect 3's `trim is not a function`: a repeated field on the application form.
  const application = new FormData();
  application.append("firstName", "Ada");
  application.append("coverLetter", "one");
  application.append("coverLetter", "two");
  const twice = await page.request.post("/careers/apply/senior-software-engineer", {
    multipart: application,
  });
  expect(twice.status()).toBe(400);
  expect(await twice.text()).toContain("The field “coverLetter” was sent more than once.");
  const form = new URLSearchParams([
    ["message", "one"],
    ["message", "two"],
  ]);
  const contact = await page.request.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: form.toString(),
  });
  expect(contact.status()).toBe(400);
  expect(await contact.text()).toContain("The field “message” was sent more than once.");
});

// Lighthouse's best-practices audit counted a Content-Security-Policy
// violation on /contact: Zod probes for `new Function` (its fast path) the
// first time it checks a form, which the policy forbids.
for (const path of ["/contact", "/careers/apply/senior-software-engineer"]) {
  test(`checking ${path}'s form as you type breaks no Content-Security-Policy rule`, async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const email = page.getByLabel("Email Address");
    await email.fill("not an address");
    await email.blur();
    await expect(page.getByText(/valid email/i).first()).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });
}
