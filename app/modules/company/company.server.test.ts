import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { DEMO_COMPANY } from "./company-info";
import { auditLog, COMPANY_SETTINGS_ID, companySettings } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { companyFormData } from "../../../tests/helpers/company-form";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { DEMO_COMPANY_SETTINGS } from "./company-schema";
import { requireStaffActor } from "~/routes/session-guard.server";
import { getCompanySettingsForAdmin, updateCompanyInfo } from "./company-admin.server";
import { getCompanyInfo } from "./company.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { CompanySettingsSchema } from "~/modules/company/company-schema";

const database = setupTestDatabase();

/** The actor the route hands on for an administrator's cookie. */
const asActor = (cookie: string, ip = "203.0.113.7") =>
  requireStaffActor(
    new Request("http://localhost:3000/admin/settings/company", { headers: { cookie } }),
    ip,
    "company",
  );

async function companyAudits() {
  return database().db.select().from(auditLog).where(eq(auditLog.action, "company.update"));
}

test("until an administrator saves, the site shows the demo company", async () => {
  expect(await getCompanyInfo()).toEqual(DEMO_COMPANY);
  expect(await getCompanySettingsForAdmin()).toMatchObject({ updatedAt: null, updatedBy: null });
});

test("a save is stored, shown at once and audited with what changed", async () => {
  const admin = await createAdmin("company");
  await getCompanyInfo(); // warm the cache: the save must clear it
  const form = companyFormData(DEMO_COMPANY_SETTINGS, {
    name: "Northwind Consulting",
    phone: "+44 20 7946 0958",
    "offices[1].street": "1 Main Street",
    "social.x": "",
  });

  const result = await writeForm(CompanySettingsSchema, form, async (input) =>
    updateCompanyInfo(await asActor(admin.cookie), input),
  );
  expect(result).toEqual({
    ok: true,
    value: ["Company name", "Phone", "East Brunswick Office street", "X (Twitter) link"],
  });

  const info = await getCompanyInfo();
  expect(info.name).toBe("Northwind Consulting");
  expect(info.phoneHref).toBe("+442079460958");
  expect(info.offices.map((office) => office.id)).toEqual(["hamilton", "east-brunswick"]);
  expect(info.offices[1]?.street).toBe("1 Main Street");
  // An empty link is not shown anywhere.
  expect(info.socialLinks.map((link) => link.network)).toEqual(["linkedin", "facebook", "github"]);

  const stored = await getCompanySettingsForAdmin();
  expect(stored.updatedBy).toBe(admin.email);
  expect(stored.settings.social).not.toHaveProperty("x");

  const [entry, ...more] = await companyAudits();
  expect(more).toHaveLength(0);
  expect(entry).toMatchObject({
    actorId: admin.userId,
    actorEmail: admin.email,
    targetId: COMPANY_SETTINGS_ID,
    ip: "203.0.113.7",
    details: { changed: "Company name, Phone, East Brunswick Office street, X (Twitter) link" },
  });

  // Saving the same values again changes nothing but is still recorded.
  const again = companyFormData(stored.settings);
  expect(
    await writeForm(CompanySettingsSchema, again, async (input) =>
      updateCompanyInfo(await asActor(admin.cookie), input),
    ),
  ).toEqual({
    ok: true,
    value: [],
  });
  expect(await companyAudits()).toHaveLength(2);
});

test("bad input is refused with messages per field, and nothing is stored or audited", async () => {
  const admin = await createAdmin("company-invalid");
  const before = await getCompanySettingsForAdmin();
  const audits = (await companyAudits()).length;
  const form = companyFormData(before.settings, {
    name: "",
    email: "not-an-email",
    "social.linkedin": "http://www.linkedin.com/company/x",
  });

  const result = await writeForm(CompanySettingsSchema, form, async (input) =>
    updateCompanyInfo(await asActor(admin.cookie), input),
  );
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.result?.error).toMatchObject({
    name: ["Company name is required"],
    email: ["Please enter a valid email address, e.g. hello@example.com"],
    "social.linkedin": [
      "LinkedIn link must be a full address starting with https://, e.g. https://www.linkedin.com/company/arcwell",
    ],
  });
  expect(await getCompanySettingsForAdmin()).toEqual(before);
  expect(await companyAudits()).toHaveLength(audits);
});

test("a stored row that fails the schema is ignored in favour of the demo values", async () => {
  const admin = await createAdmin("company-corrupt");
  await writeForm(
    CompanySettingsSchema,
    companyFormData(DEMO_COMPANY_SETTINGS, { name: "Valid Name Ltd" }),
    async (input) => updateCompanyInfo(await asActor(admin.cookie), input),
  );
  expect((await getCompanyInfo()).name).toBe("Valid Name Ltd");
  await database()
    .db.update(companySettings)
    .set({ data: { ...DEMO_COMPANY_SETTINGS, email: "broken" } });
  // A hand edit changes the content version too (the table's trigger): seen on the next read.
  expect(await getCompanyInfo()).toEqual(DEMO_COMPANY);
});
