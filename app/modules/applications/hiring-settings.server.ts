import { and, eq, gte, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, HIRING_SETTINGS_ID, hiringSettings } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { written, type Result } from "~/utils/domain-result";
import { readPayPlaces } from "~/modules/jobs/pay-transparency";
import { overdueCutoff } from "./business-days";
import { HIRING_SETTINGS_DEFAULTS, type HiringSettings } from "./hiring-settings-schema";

/** The saved hiring settings, or the defaults while none were saved. */
export async function getHiringSettings(): Promise<HiringSettings> {
  const [row] = await db()
    .select({
      responseTargetDays: hiringSettings.responseTargetDays,
      overdueDigest: hiringSettings.overdueDigest,
      payTransparencyPlaces: hiringSettings.payTransparencyPlaces,
    })
    .from(hiringSettings)
    .where(eq(hiringSettings.id, HIRING_SETTINGS_ID));
  if (!row) return HIRING_SETTINGS_DEFAULTS;
  return { ...row, payTransparencyPlaces: readPayPlaces(row.payTransparencyPlaces) };
}

/**
 * Saves Settings › Hiring with its audit entry. A longer target takes back
 * the overdue mark of applications no longer past it, so the inbox and the
 * digest follow the new rule at once.
 */
export async function saveHiringSettings(
  actor: Actor,
  changes: Omit<HiringSettings, "payTransparencyPlaces"> &
    Partial<Pick<HiringSettings, "payTransparencyPlaces">>,
  now: Date = new Date(),
): Promise<Result<null>> {
  assertActorMay(actor, "applications");
  const before = await getHiringSettings();
  // The form always sends the places; a caller that leaves them out keeps them.
  const settings: HiringSettings = {
    ...changes,
    payTransparencyPlaces: changes.payTransparencyPlaces ?? before.payTransparencyPlaces,
  };
  await db().transaction(async (tx) => {
    const values = { ...settings, updatedAt: now, updatedBy: actor.user.email };
    await tx
      .insert(hiringSettings)
      .values({ id: HIRING_SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: hiringSettings.id, set: values });
    if (settings.responseTargetDays > before.responseTargetDays) {
      await tx
        .update(applications)
        .set({ overdueAt: null })
        .where(
          and(
            isNotNull(applications.overdueAt),
            gte(applications.createdAt, overdueCutoff(now, settings.responseTargetDays)),
          ),
        );
    }
    await recordAudit(
      {
        action: "hiring.settings",
        actor: actor.user,
        target: { id: HIRING_SETTINGS_ID },
        ip: actor.ip,
        details: {
          responseTargetDays: settings.responseTargetDays,
          overdueDigest: settings.overdueDigest,
          previousTargetDays: before.responseTargetDays,
          payTransparencyPlaces: settings.payTransparencyPlaces
            .map((place) => place.name)
            .join(", "),
        },
      },
      tx,
    );
  });
  return written(null);
}
