import { getDatabase } from "~/db/client.server";
import { COMPANY_SETTINGS_ID, companySettings } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { getStoredCompanySettings, type StoredCompanySettings } from "./company.server";
import { changedFields, type CompanySettings } from "./company-schema";
import { written, type Result } from "~/utils/domain-result";
import { assertActorMay } from "~/modules/roles/authorize";

export type CompanySettingsForAdmin = StoredCompanySettings;

/** The settings form's values and who saved them last (null: never saved, demo values). */
export async function getCompanySettingsForAdmin(): Promise<CompanySettingsForAdmin> {
  return getStoredCompanySettings();
}

/** Done: the names of the fields that changed (empty when the same values were saved). */
export type UpdateCompanyResult = Result<string[]>;

/**
 * Saves Settings › Company (as the route parsed them with
 * CompanySettingsSchema) for the actor the route authorized, recorded in the
 * audit log with the names of what changed.
 */
export async function updateCompanyInfo(
  actor: Actor,
  settings: CompanySettings,
): Promise<UpdateCompanyResult> {
  assertActorMay(actor, "company");
  const before = (await getStoredCompanySettings()).settings;
  const changed = changedFields(before, settings);
  // The save and its audit entry: both or neither.
  await getDatabase().db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ id: COMPANY_SETTINGS_ID, data: settings, updatedBy: actor.user.email })
      .onConflictDoUpdate({
        target: companySettings.id,
        set: { data: settings, updatedAt: new Date(), updatedBy: actor.user.email },
      });
    await recordAudit(
      {
        action: "company.update",
        actor: actor.user,
        target: { id: COMPANY_SETTINGS_ID },
        ip: actor.ip,
        details: { changed: changed.length ? changed.join(", ") : "nothing" },
      },
      tx,
    );
  });
  return written(changed);
}
