import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN, signIn } from "./helpers/accounts";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/admin";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// Issue 28 item 6: an Administrator adds offices in Settings › Company —
// with JavaScript in place, without it by posting the form — and the
// contact page and every footer show them. The offices change every page,
// so these journeys run on a server of their own, one after the other.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(14), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

type Office = {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
  hours?: string;
};

async function fillOffice(page: Page, legend: string, office: Office) {
  const group = page.getByRole("group", { name: legend, exact: true });
  await group.getByLabel("Office name").fill(office.name);
  await group.getByLabel("Street address").fill(office.street);
  await group.getByLabel("City").fill(office.city);
  await group.getByLabel("State").fill(office.state);
  await group.getByLabel("ZIP code").fill(office.zip);
  if (office.phone) await group.getByLabel("Office phone").fill(office.phone);
  if (office.hours) await group.getByLabel("Office hours").fill(office.hours);
}

async function signedInPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, reducedMotion: "reduce" });
  const page = await context.newPage();
  await asNewVisitor(page);
  if (javaScriptEnabled) {
    await signIn(page, server.url, ADMIN.email, ADMIN.password);
  } else {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** A visitor sees the office on the contact page and in the footer, at both widths, axe-clean. */
async function expectOfficeShown(
  browser: Browser,
  office: Office,
  shot: string,
  javaScriptEnabled = true,
) {
  for (const [width, viewport] of VIEWPORTS) {
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await asNewVisitor(page);
    await page.goto(`${server.url}/contact`);
    const details = page.getByRole("heading", { name: "Contact Information" }).locator("..");
    const heading = details.getByRole("heading", { name: office.name, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    const item = details
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: office.name, exact: true }) });
    await expect(item.locator("address")).toContainText(office.street);
    await expect(item.locator("address")).toContainText(
      `${office.city}, ${office.state} ${office.zip}`,
    );
    if (office.phone) await expect(item.getByRole("link", { name: office.phone })).toBeVisible();
    if (office.hours) await expect(item.getByText(office.hours)).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(office.name, { exact: true })).toBeVisible();
    await expect(footer.getByText(office.street)).toBeVisible();
    // Nothing wider than the screen, whatever the number of offices.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // axe runs in the page: only with JavaScript (the markup is the same without).
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await shoot(page, `${shot}-contact-${width}`);
    await context.close();
  }
}

test("with JavaScript, an Administrator adds a third office; it shows on the contact page and in the footer", async ({
  browser,
}) => {
  const page = await signedInPage(browser, true);
  await page.goto(`${server.url}/admin/settings/company`);
  await shoot(page, "admin-before");
  const offices = page.getByRole("region", { name: "Offices" });
  await expect(offices.getByRole("group")).toHaveCount(2);

  await offices.getByRole("button", { name: "Add office" }).click();
  await expect(offices.getByRole("group")).toHaveCount(3);
  // The new office's first field takes focus.
  await expect(
    page.getByRole("group", { name: "Office 3" }).getByLabel("Office name"),
  ).toBeFocused();
  await fillOffice(page, "Office 3", {
    name: "Newark Office",
    street: "1 Gateway Center, Suite 2600",
    city: "Newark",
    state: "NJ",
    zip: "07102",
    phone: "(973) 555-0123",
    hours: "By appointment",
  });

  // One primary office: ticking the new one clears Hamilton; ticking Hamilton again clears it.
  const hamilton = page.getByRole("group", { name: "Hamilton Office" });
  const newark = page.getByRole("group", { name: "Office 3" });
  await expect(hamilton.getByLabel("Primary office")).toBeChecked();
  await newark.getByLabel("Primary office").check();
  await expect(hamilton.getByLabel("Primary office")).not.toBeChecked();
  await hamilton.getByLabel("Primary office").check();
  await expect(newark.getByLabel("Primary office")).not.toBeChecked();

  // Move it above East Brunswick (an office not saved yet is named by its place);
  // focus stays on the moved office's Move up.
  await newark.getByRole("button", { name: "Move up Office 3" }).click();
  await expect(page.getByRole("button", { name: "Move up Office 2" })).toBeFocused();
  await expect(offices.getByRole("group").nth(1)).toHaveAccessibleName("Office 2");
  await expect(offices.getByRole("group").nth(1).getByLabel("Office name")).toHaveValue(
    "Newark Office",
  );
  await expect(offices.getByRole("group").nth(2)).toHaveAccessibleName("East Brunswick Office");

  for (const [width, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await shoot(page, `admin-added-${width}`);
  }
  await page.setViewportSize(VIEWPORTS[0][1]);
  await page.getByRole("button", { name: "Save company information" }).click();
  await expect(
    page.getByText("Company information saved. The website shows it now."),
  ).toBeVisible();
  await expect(offices.getByRole("group").nth(1)).toHaveAccessibleName("Newark Office");
  await shoot(page, "admin-after");

  await expectOfficeShown(
    browser,
    {
      name: "Newark Office",
      street: "1 Gateway Center, Suite 2600",
      city: "Newark",
      state: "NJ",
      zip: "07102",
      phone: "(973) 555-0123",
      hours: "By appointment",
    },
    "js",
  );
  await page.context().close();
});

test("without JavaScript, Add office posts the form and comes back with a blank office; the saved office shows", async ({
  browser,
}) => {
  const page = await signedInPage(browser, false);
  await page.goto(`${server.url}/admin/settings/company`);
  const offices = page.getByRole("region", { name: "Offices" });
  // Three after the journey above (two when this test runs alone).
  const count = await offices.getByRole("group").count();
  const added = `Office ${count + 1}`;
  await page.getByLabel("Tagline").fill("Typed before adding an office");

  await offices.getByRole("button", { name: "Add office" }).click();
  await expect(offices.getByRole("group")).toHaveCount(count + 1);
  // What was typed before is kept.
  await expect(page.getByLabel("Tagline")).toHaveValue("Typed before adding an office");
  await fillOffice(page, added, {
    name: "Princeton Office",
    street: "100 Nassau Street",
    city: "Princeton",
    state: "NJ",
    zip: "08542",
  });
  // A bad value comes back at its field, the rest kept (the office now named as typed).
  await page.getByRole("group", { name: added }).getByLabel("Latitude").fill("95");
  await page.getByRole("group", { name: added }).getByLabel("Longitude").fill("-74.66");
  await page.getByRole("button", { name: "Save company information" }).click();
  const princeton = page.getByRole("group", { name: "Princeton Office" });
  const latitude = princeton.getByLabel("Latitude");
  await expect(latitude).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Latitude must be a number of degrees between -90 and 90, e.g. 40.2583"),
  ).toBeVisible();
  await expect(princeton.getByLabel("Office name")).toHaveValue("Princeton Office");
  await expect(princeton.getByLabel("Longitude")).toHaveValue("-74.66");
  await shoot(page, "admin-nojs-error");
  await latitude.fill("40.3496");
  await page.getByRole("button", { name: "Save company information" }).click();
  await expect(
    page.getByText("Company information saved. The website shows it now."),
  ).toBeVisible();

  await expectOfficeShown(
    browser,
    {
      name: "Princeton Office",
      street: "100 Nassau Street",
      city: "Princeton",
      state: "NJ",
      zip: "08542",
    },
    "nojs",
    false,
  );

  // Remove it again, without JavaScript: the list comes back one shorter, and the save keeps it so.
  await page.goto(`${server.url}/admin/settings/company`);
  await page.getByRole("button", { name: "Remove Princeton Office" }).click();
  await expect(offices.getByRole("group")).toHaveCount(count);
  await page.getByRole("button", { name: "Save company information" }).click();
  await expect(
    page.getByText("Company information saved. The website shows it now."),
  ).toBeVisible();
  await page.goto(`${server.url}/contact`);
  await expect(page.getByRole("contentinfo").getByText("Princeton Office")).toHaveCount(0);
  await page.context().close();
});
