import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { HIRING_SETTINGS_ID, hiringSettings } from "~/db/schema";
import { readPayPlaces, type PayPlace } from "./pay-transparency";

/**
 * The pay-range places of Settings › Hiring, for the job writes. Read here
 * rather than through the applications module's settings reader, which
 * itself depends on the jobs module for the list's schema.
 */
export async function getPayPlaces(): Promise<PayPlace[]> {
  const [row] = await db()
    .select({ places: hiringSettings.payTransparencyPlaces })
    .from(hiringSettings)
    .where(eq(hiringSettings.id, HIRING_SETTINGS_ID));
  return readPayPlaces(row?.places ?? null);
}
