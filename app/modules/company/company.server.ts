import { eq } from "drizzle-orm";
import type { CompanyInfo } from "./company-info";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
import { COMPANY_SETTINGS_ID, companySettings } from "~/db/schema";
import { currentContentVersion } from "~/modules/content/content-version.server";
import { getLogger } from "~/utils/logger.server";
import {
  StoredCompanySettingsSchema,
  companyInfoFrom,
  DEMO_COMPANY_SETTINGS,
  type CompanySettings,
} from "./company-schema";

/**
 * Public reads of the company's facts. Writes and the settings form's read
 * live in company-admin.server.ts, so the e-mail and page code that reads
 * company facts never depends on the staff-account modules.
 */

export type StoredCompanySettings = {
  settings: CompanySettings;
  updatedAt: Date | null;
  updatedBy: string | null;
};

// What one process read, reused while the content version stays the same: a
// save (in any instance on the same PostgreSQL) changes the version, so the
// next request reads the row again. Keyed by the database handle too: tests
// swap the handle per file.
let cache:
  { handle: DatabaseHandle; version: string; stored: Promise<StoredCompanySettings> } | undefined;
let lastGood: { handle: DatabaseHandle; stored: StoredCompanySettings } | undefined;

/** The stored row, checked with the form's schema; the demo values while there is none. */
async function readStored(handle: DatabaseHandle): Promise<StoredCompanySettings> {
  const [row] = await handle.db
    .select()
    .from(companySettings)
    .where(eq(companySettings.id, COMPANY_SETTINGS_ID))
    .limit(1);
  if (!row) return { settings: DEMO_COMPANY_SETTINGS, updatedAt: null, updatedBy: null };
  const parsed = StoredCompanySettingsSchema.safeParse(row.data);
  if (!parsed.success) {
    // Only a hand edit of the row gets here; the site keeps working on the demo values.
    getLogger().error({ issues: parsed.error.issues }, "stored company settings are invalid");
    return { settings: DEMO_COMPANY_SETTINGS, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }
  return { settings: parsed.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** The stored settings (cached per content version); the demo values while none are saved. */
export async function getStoredCompanySettings(): Promise<StoredCompanySettings> {
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

const infoOfSettings = new WeakMap<object, CompanyInfo>();

/**
 * The company's public facts (header, footer, contact page, emails): the
 * same object while the stored settings are, so the header and footer drawn
 * from it are kept per content version (ConstantMarkup's `of`).
 */
export async function getCompanyInfo(): Promise<CompanyInfo> {
  const { settings } = await getStoredCompanySettings();
  let info = infoOfSettings.get(settings);
  if (!info) infoOfSettings.set(settings, (info = companyInfoFrom(settings)));
  return info;
}
