import { and, eq, gte, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, HIRING_SETTINGS_ID, hiringSettings } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { written, type Result } from "~/utils/domain-result";
import { overdueCutoff } from "./business-days";
import { HIRING_SETTINGS_DEFAULTS, type HiringSettings } from "./hiring-settings-schema";

/** The saved hiring settings, or the defaults while none were saved. */
export async function getHiringSettings(): Promise<HiringSettings> {
  const [row] = await db()
    .select({
      responseTargetDays: hiringSettings.responseTargetDays,
      overdueDigest: hiringSettings.overdueDigest,
    })
    .from(hiringSettings)
    .where(eq(hiringSettings.id, HIRING_SETTINGS_ID));
  return row ?? HIRING_SETTINGS_DEFAULTS;
}

/**
 * Saves Settings › Hiring with its audit entry. A longer target takes back
 * the overdue mark of applications no longer past it, so the inbox and the
 * digest follow the new rule at once.
 */
export async function saveHiringSettings(
  actor: Actor,
  settings: HiringSettings,
  now: Date = new Date(),
): Promise<Result<null>> {
  assertActorMay(actor, "applications");
  const before = await getHiringSettings();
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
        },
      },
      tx,
    );
  });
  return written(null);
}
