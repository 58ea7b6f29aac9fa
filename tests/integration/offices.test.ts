// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { beforeAll, expect, test } from "vitest";
import { DEMO_COMPANY_SETTINGS } from "~/modules/company/company-schema";
import { createAdmin } from "../helpers/accounts";
import { companyFormData } from "../helpers/company-form";
import { changesContent } from "../helpers/content-version";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 28 item 6: offices are a list of any length with one primary. A
// third office saved in Settings › Company shows on the contact page, in
// every page's footer and in the home page's structured data; its map page
// answers; the save renews every cached page. Without JavaScript, "Add
// office" and "Move up" post the form and come back with the list changed.

setupTestDatabase();
const handle = createTestRequestHandler();
const PAGE = "http://localhost:3000/admin/settings/company";
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("offices")).cookie;
});

const NEWARK = {
  "offices[2].name": "Newark Office",
  "offices[2].street": "1 Gateway Center, Suite 2600",
  "offices[2].city": "Newark",
  "offices[2].region": "NJ",
  "offices[2].postalCode": "07102",
  "offices[2].phone": "(973) 555-0123",
  "offices[2].hours": "By appointment",
  "offices[2].latitude": "40.7357",
  "offices[2].longitude": "-74.1724",
};

const post = (form: FormData) =>
  handle(new Request(PAGE, { method: "POST", headers: { cookie }, body: form }));

async function html(path: string): Promise<string> {
  const response = await handle(new Request(`http://localhost:3000${path}`));
  expect(response.status, path).toBe(200);
  return response.text();
}

const between = (page: string, start: string, end: string) =>
  page.slice(page.indexOf(start), page.indexOf(end, page.indexOf(start)));

function structuredData(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test("without JavaScript, Add office comes back with a blank office and every typed value kept", async () => {
  const form = companyFormData(DEMO_COMPANY_SETTINGS, { tagline: "Typed, not saved" });
  form.append("__intent__", JSON.stringify({ type: "insert", payload: { name: "offices" } }));
  const response = await post(form);
  expect(response.status).toBe(200);
  const page = await response.text();
  expect(page).toContain('name="offices[2].name"');
  expect(page).not.toContain('name="offices[3].name"');
  expect(page).toContain('value="Typed, not saved"');
  // Nothing was saved.
  expect(await html("/contact")).not.toContain("Typed, not saved");
});

test("without JavaScript, Move up swaps two offices in the form", async () => {
  const form = companyFormData(DEMO_COMPANY_SETTINGS);
  form.append(
    "__intent__",
    JSON.stringify({ type: "reorder", payload: { name: "offices", from: 1, to: 0 } }),
  );
  const response = await post(form);
  expect(response.status).toBe(200);
  const page = await response.text();
  const first = /name="offices\[0\]\.name"[^>]*value="([^"]*)"/.exec(page)?.[1];
  const second = /name="offices\[1\]\.name"[^>]*value="([^"]*)"/.exec(page)?.[1];
  expect([first, second]).toEqual(["East Brunswick Office", "Hamilton Office"]);
});

test("a list button this page never sends is a 400 with the page's message, not a 500", async () => {
  const form = companyFormData(DEMO_COMPANY_SETTINGS);
  form.append("__intent__", "{not json");
  const response = await post(form);
  expect(response.status).toBe(400);
  expect(await response.text()).toContain("That request could not be understood.");
});

test("a bad office comes back with its message at the field, values kept, 400", async () => {
  const response = await post(
    companyFormData(DEMO_COMPANY_SETTINGS, {
      ...NEWARK,
      "offices[2].latitude": "95",
      "offices[2].name": "Hamilton Office",
    }),
  );
  expect(response.status).toBe(400);
  const page = await response.text();
  expect(page).toContain("Another office already has this name: give each office its own");
  expect(page).toContain("Latitude must be a number of degrees between -90 and 90");
  expect(page).toContain('value="1 Gateway Center, Suite 2600"');
});

test("a third office shows on the contact page, in the footer and in the JSON-LD; every page renews", async () => {
  // Rendered once under the old version: the company facts below the header are cached per version.
  expect(await html("/contact")).not.toContain("Newark Office");

  let response: Response | undefined;
  const renewed = await changesContent(async () => {
    response = await post(companyFormData(DEMO_COMPANY_SETTINGS, NEWARK));
  });
  expect(response?.status).toBe(302);
  expect(response?.headers.get("location")).toBe("/admin/settings/company?notice=company-saved");
  expect(renewed).toBe(true);

  const contact = await html("/contact");
  // React marks where text pieces meet; read the text as a visitor would.
  const details = between(contact, "Contact Information", "Business Hours").replaceAll(
    "<!-- -->",
    "",
  );
  expect(details).toContain("Newark Office");
  expect(details).toContain("1 Gateway Center, Suite 2600");
  expect(details).toContain("Newark, NJ 07102");
  expect(details).toContain('href="tel:+19735550123"');
  expect(details).toContain("By appointment");
  // The map stays on the primary office.
  expect(between(contact, "data-office-map", "</address>")).toContain("Hamilton Office");

  for (const path of ["/", "/careers", "/contact"]) {
    const footer = between(await html(path), "<footer", "</footer>");
    expect(footer, path).toContain("Newark Office");
    expect(footer, path).toContain("1 Gateway Center, Suite 2600");
  }

  const organization = structuredData(await html("/")).find(
    (item) => item["@type"] === "Organization",
  );
  expect(organization?.address).toMatchObject({ addressLocality: "Hamilton" });
  expect(organization?.location).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        "@type": "LocalBusiness",
        name: "Newark Office",
        telephone: "+19735550123",
        address: expect.objectContaining({ streetAddress: "1 Gateway Center, Suite 2600" }),
        geo: { "@type": "GeoCoordinates", latitude: 40.7357, longitude: -74.1724 },
      }),
    ]),
  );

  // Its map page answers by the id made from its name; an unknown office has none.
  const map = await handle(new Request("http://localhost:3000/maps/newark-office"));
  expect(map.status).toBe(200);
  expect(await map.text()).toContain("Map of the Newark Office of Arcwell Technologies");
  expect((await handle(new Request("http://localhost:3000/maps/nowhere"))).status).toBe(404);
});
