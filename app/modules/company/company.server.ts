import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import type { CompanyInfo } from "~/content/company";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { isDatabaseUnavailableError } from "~/db/errors.server";
import { COMPANY_SETTINGS_ID, companySettings } from "~/db/schema";
import { recordAudit } from "~/modules/accounts/audit.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import {
  currentContentVersion,
  markContentChanged,
} from "~/modules/content/content-version.server";
import { getLogger } from "~/utils/logger.server";
import {
  changedFields,
  CompanySettingsSchema,
  companyInfoFrom,
  DEMO_COMPANY_SETTINGS,
  type CompanySettings,
} from "./company-schema";

type Stored = { settings: CompanySettings; updatedAt: Date | null; updatedBy: string | null };

// What one process read, reused while the content version stays the same: a
// save (in any instance on the same PostgreSQL) changes the version, so the
// next request reads the row again. Keyed by the database handle too: tests
// swap the handle per file.
let cache: { handle: DatabaseHandle; version: string; stored: Promise<Stored> } | undefined;
let lastGood: { handle: DatabaseHandle; stored: Stored } | undefined;

/** The stored row, checked with the form's schema; the demo values while there is none. */
async function readStored(handle: DatabaseHandle): Promise<Stored> {
  const [row] = await handle.db
    .select()
    .from(companySettings)
    .where(eq(companySettings.id, COMPANY_SETTINGS_ID))
    .limit(1);
  if (!row) return { settings: DEMO_COMPANY_SETTINGS, updatedAt: null, updatedBy: null };
  const parsed = CompanySettingsSchema.safeParse(row.data);
  if (!parsed.success) {
    // Only a hand edit of the row gets here; the site keeps working on the demo values.
    getLogger().error({ issues: parsed.error.issues }, "stored company settings are invalid");
    return { settings: DEMO_COMPANY_SETTINGS, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }
  return { settings: parsed.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

async function getStored(): Promise<Stored> {
  const handle = getDatabase();
  try {
    const version = await currentContentVersion();
    if (!cache || cache.handle !== handle || cache.version !== version) {
      const stored = readStored(handle);
      cache = { handle, version, stored };
      stored.then(
        (value) => (lastGood = { handle, stored: value }),
        () => {
          if (cache?.stored === stored) cache = undefined;
        },
      );
    }
    return await cache.stored;
  } catch (error) {
    // During an outage the pages that do not need the database keep their header and footer.
    if (isDatabaseUnavailableError(error) && lastGood?.handle === handle) return lastGood.stored;
    throw error;
  }
}

/** The company's public facts (header, footer, contact page, emails). */
export async function getCompanyInfo(): Promise<CompanyInfo> {
  return companyInfoFrom((await getStored()).settings);
}

export type CompanySettingsForAdmin = Stored;

/** The settings form's values and who saved them last (null: never saved, demo values). */
export async function getCompanySettingsForAdmin(): Promise<CompanySettingsForAdmin> {
  return getStored();
}

const parseCompanyForm = (formData: FormData) =>
  parseWithZod(formData, { schema: CompanySettingsSchema });

export type UpdateCompanyResult =
  { ok: true; changed: string[] } | { ok: false; submission: ReturnType<typeof parseCompanyForm> };

/**
 * Saves Settings › Company: an administrator only, checked with the form's
 * own schema, recorded in the audit log with the names of what changed.
 */
export async function updateCompanyInfo(
  request: Request,
  formData: FormData,
  ip: string | null | undefined,
): Promise<UpdateCompanyResult> {
  const actor = await requireAdmin(request);
  const submission = parseCompanyForm(formData);
  if (submission.status !== "success") return { ok: false, submission };

  const before = (await getStored()).settings;
  const settings = submission.value;
  await getDatabase().db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ id: COMPANY_SETTINGS_ID, data: settings, updatedBy: actor.email })
      .onConflictDoUpdate({
        target: companySettings.id,
        set: { data: settings, updatedAt: new Date(), updatedBy: actor.email },
      });
    // Header, footer, contact and legal pages: fresh on the next request everywhere.
    await markContentChanged(tx);
  });

  const changed = changedFields(before, settings);
  await recordAudit({
    action: "company.update",
    actor,
    target: { id: COMPANY_SETTINGS_ID },
    ip,
    details: { changed: changed.length ? changed.join(", ") : "nothing" },
  });
  return { ok: true, changed };
}
