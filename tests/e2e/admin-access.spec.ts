import { expect, test } from "@playwright/test";
import { ADMIN, signIn, signOut } from "./helpers/accounts";
import { asNewVisitor } from "./helpers/visitor";

test.describe("anonymous visitors", () => {
  for (const [path, target] of [
    ["/admin", "/admin/login"],
    ["/admin/settings", "/admin/login?redirectTo=%2Fadmin%2Fsettings"],
    // Not built yet, but already behind the sign-in (spec: /admin/jobs redirects).
    ["/admin/jobs", "/admin/login?redirectTo=%2Fadmin%2Fjobs"],
  ] as const) {
    test(`${path} redirects to the sign-in page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(target);
    });
  }

  test("the sign-in page has the spec's form and toggle", async ({ page }) => {
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
    await page.getByRole("link", { name: "Need an account? Sign up" }).click();
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});

test("a wrong password and an unknown email both get 'Invalid email or password'", async ({
  page,
}) => {
  await asNewVisitor(page);
  await signIn(page, "", ADMIN.email, "not the password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await signIn(page, "", "nobody@example.com", "not the password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("sign-in returns to the page asked for; sign-out ends the session on the server", async ({
  page,
  context,
}) => {
  await asNewVisitor(page);
  await page.goto("/admin/settings");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/profile$/);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: `Welcome back, ${ADMIN.name}` })).toBeVisible();

  const session = (await context.cookies()).find((cookie) =>
    cookie.name.endsWith("arcwell.session_token"),
  );
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });

  await signOut(page);
  await expect(page.getByText("You have been signed out.")).toBeVisible();
  // The old cookie, replayed by hand, no longer opens anything.
  const replay = await page.request.get("/admin", {
    headers: { cookie: `${session!.name}=${session!.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toBe("/admin/login");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in still works", async ({ page }) => {
    await asNewVisitor(page);
    await signIn(page, "", ADMIN.email, ADMIN.password);
    await expect(page.getByRole("heading", { name: `Welcome back, ${ADMIN.name}` })).toBeVisible();
  });
});

test("a return path to another site is ignored", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto("/admin/login?redirectTo=//evil.example/phish");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
});

test("cross-site state-changing requests get 403 everywhere", async ({ request }) => {
  const attempts: { path: string; headers: Record<string, string> }[] = [
    { path: "/admin/login", headers: { Origin: "https://evil.example" } },
    { path: "/admin/logout", headers: { "Sec-Fetch-Site": "cross-site" } },
    { path: "/contact", headers: { Origin: "https://evil.example" } },
  ];
  for (const { path, headers } of attempts) {
    const response = await request.post(path, {
      headers,
      form: { intent: "sign-in", email: ADMIN.email, password: ADMIN.password },
      maxRedirects: 0,
    });
    expect([path, response.status()]).toEqual([path, 403]);
  }
});

test("better-auth's own sign-in endpoint is not reachable over HTTP", async ({ request }) => {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(404);
});

test("bad input gets a 4xx with a message, never a 500", async ({ page, context }) => {
  await asNewVisitor(page);
  const unreadable = await page.request.post("/admin/login", {
    headers: { "Content-Type": "application/json" },
    data: "{",
  });
  expect(unreadable.status()).toBe(400);
  expect(await unreadable.text()).toContain("An error occurred");
  const empty = await page.request.post("/admin/login", { form: { intent: "sign-in" } });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain("Email is required");

  await signIn(page, "", ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  const cookie = `${session!.name}=${session!.value}`;
  for (const [path, form, status, message] of [
    ["users", { intent: "nonsense" }, 400, "That request could not be understood"],
    [
      "users",
      { intent: "approve", userId: "no-such-user", role: "editor" },
      404,
      "That account no longer exists.",
    ],
    ["users", { intent: "set-role", userId: "no-such-user" }, 400, "That request could not be"],
    ["two-factor", { intent: "nonsense" }, 400, "That request could not be understood"],
    ["profile", { intent: "update-profile", name: " " }, 400, "Name is required"],
    [
      "password",
      { intent: "change-password", currentPassword: "x" },
      400,
      "New password is required",
    ],
  ] as const) {
    const response = await page.request.post(`/admin/settings/${path}`, {
      headers: { cookie },
      form,
      maxRedirects: 0,
    });
    expect([path, form.intent, response.status()]).toEqual([path, form.intent, status]);
    expect(await response.text()).toContain(message);
  }
});
