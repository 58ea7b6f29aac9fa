import { getDatabase } from "~/db/client.server";
import { siteMenus } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { written, type Result } from "~/utils/domain-result";
import { getStoredMenus, type StoredMenus } from "./menus.server";
import { menuChanges, menuItemsFrom, menuTitle, type MenuForm } from "./menu-schema";

/** Settings › Menus: every menu with who saved it last. */
export async function getMenusForAdmin(): Promise<StoredMenus> {
  return getStoredMenus();
}

/** The audit entry's summary stays one readable line. */
const MAX_CHANGE_SUMMARY = 500;

/** Done: what changed, in words (the audit entry's summary). */
export type SaveMenuResult = Result<string>;

/**
 * Saves one menu (as the route parsed it with MenuFormSchema) for the actor
 * the route authorized. The row's trigger bumps the content version in the
 * same transaction, so every cached page is renewed on its next request.
 */
export async function saveMenu(actor: Actor, form: MenuForm): Promise<SaveMenuResult> {
  assertActorMay(actor, "menus");
  const items = menuItemsFrom(form.items);
  const before = (await getStoredMenus()).menus[form.menu];
  const changed = menuChanges(before, items);
  await getDatabase().db.transaction(async (tx) => {
    await tx
      .insert(siteMenus)
      .values({ menu: form.menu, items, updatedBy: actor.user.email })
      .onConflictDoUpdate({
        target: siteMenus.menu,
        set: { items, updatedAt: new Date(), updatedBy: actor.user.email },
      });
    await recordAudit(
      {
        action: "menu.update",
        actor: actor.user,
        target: { id: form.menu },
        ip: actor.ip,
        details: {
          menu: menuTitle(form.menu),
          changed:
            changed.length > MAX_CHANGE_SUMMARY
              ? `${changed.slice(0, MAX_CHANGE_SUMMARY - 1)}…`
              : changed,
        },
      },
      tx,
    );
  });
  return written(changed);
}
