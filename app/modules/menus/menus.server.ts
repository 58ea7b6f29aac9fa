import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { siteMenus } from "~/db/schema";
import { currentContentVersion } from "~/modules/content/content-version.server";
import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
import { getLogger } from "~/utils/logger.server";
import { DEFAULT_MENUS } from "./menu-defaults";
import { MENU_KEYS, MenuItemsSchema, type MenuKey, type SiteMenus } from "./menu-schema";

/**
 * Public reads of the site's menus (header and footer of every page). Writes
 * live in menus-admin.server.ts.
 */

export type StoredMenus = {
  menus: SiteMenus;
  /** When and by whom each saved menu was saved last (absent: never saved, the seed). */
  saved: Partial<Record<MenuKey, { at: Date; by: string | null }>>;
};

// As the company settings: what one process read, reused while the content
// version stays the same. A save (in any instance on the same PostgreSQL)
// changes the version, so the next request reads the rows again.
let cache: { handle: DatabaseHandle; version: string; stored: Promise<StoredMenus> } | undefined;
let lastGood: { handle: DatabaseHandle; stored: StoredMenus } | undefined;

async function readStored(handle: DatabaseHandle): Promise<StoredMenus> {
  const rows = await handle.db.select().from(siteMenus);
  const menus: SiteMenus = { ...DEFAULT_MENUS };
  const saved: StoredMenus["saved"] = {};
  for (const row of rows) {
    if (!(MENU_KEYS as readonly string[]).includes(row.menu)) continue;
    saved[row.menu] = { at: row.updatedAt, by: row.updatedBy };
    const parsed = MenuItemsSchema.safeParse(row.items);
    // Only a hand edit of the row gets here; the site keeps the seed for that menu.
    if (parsed.success) menus[row.menu] = parsed.data;
    else
      getLogger().error({ menu: row.menu, issues: parsed.error.issues }, "stored menu is invalid");
  }
  return { menus, saved };
}

/** Every menu (cached per content version); the seed for each menu never saved. */
export async function getStoredMenus(): Promise<StoredMenus> {
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
    // During an outage the pages that do not need the database keep their menus.
    if (isDatabaseUnavailableError(error) && lastGood?.handle === handle) return lastGood.stored;
    throw error;
  }
}

/** The menus the header and footer show. */
export async function getSiteMenus(): Promise<SiteMenus> {
  return (await getStoredMenus()).menus;
}
