import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/menus";
import { MenuForm } from "~/components/admin/settings/menu-form";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { adminMeta } from "~/components/admin/admin-meta";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { failedFormReply } from "~/routes/action-result.server";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import {
  MENU_KEYS,
  MENU_MESSAGES,
  MENUS,
  MenuFormSchema,
  menuRowsFrom,
  type MenuKey,
} from "~/modules/menus/menu-schema";
import { getMenusForAdmin, saveMenu } from "~/modules/menus/menus-admin.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Menus");

/** `?notice=<menu>-saved` after a save (post/redirect/get). */
const MENU_NOTICES = Object.fromEntries(
  MENUS.map((menu) => [`${menu.key}-saved`, MENU_MESSAGES.saved(menu.title)]),
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "menus");
  const { menus, saved } = await getMenusForAdmin();
  const notice = noticeFrom(readSearchParams(request, ["notice"]), MENU_NOTICES);
  return {
    menus: MENUS.map((menu) => ({
      ...menu,
      rows: menuRowsFrom(menus[menu.key]),
      saved: saved[menu.key] ?? null,
    })),
    notice,
  };
}

function postedMenu(value: FormDataEntryValue | null): MenuKey | null {
  return typeof value === "string" && (MENU_KEYS as readonly string[]).includes(value)
    ? (value as MenuKey)
    : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "menus");
  const form = await readForm(request, {
    objectLists: ["items"],
    charactersCheckedBySchema: true,
    unreadable: MENU_MESSAGES.invalidRequest,
  });
  if (!form.ok) return data({ menu: null, message: form.message }, { status: 400 });
  const menu = postedMenu(form.formData.get("menu"));
  if (!menu) return data({ menu: null, message: MENU_MESSAGES.invalidRequest }, { status: 400 });
  const submission = parseWithZod(form.formData, { schema: MenuFormSchema });
  if (submission.status !== "success") {
    // Add, move and remove pressed without JavaScript come back with no
    // status: the form goes on with its list changed (200), nothing saved.
    const status = submission.status === "error" ? 400 : 200;
    return data({ menu, result: submission.reply() }, { status });
  }
  const result = await saveMenu(actor, submission.value);
  if (!result.ok) return failedFormReply(submission, result, { menu });
  return redirect(`${pathWithNotice(SETTINGS_PATHS.menus, `${menu}-saved`)}#menu-${menu}`);
}

export default function MenusSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { menus, notice } = loaderData;
  return (
    <>
      <SettingsHeader description="The links in the site's header and footer: their labels, where they go and their order. In the header, links can sit under another link." />
      {notice && !actionData ? (
        <Notice tone="success" className="mt-8" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}
      {actionData && "message" in actionData ? (
        <Notice tone="error" className="mt-8" autoFocus>
          <p>{actionData.message}</p>
        </Notice>
      ) : null}
      <div className="mt-10 space-y-10">
        {menus.map((menu) => (
          <MenuForm
            // A save reloads the stored links into a fresh form.
            key={`${menu.key}:${menu.saved ? new Date(menu.saved.at).toISOString() : "seed"}`}
            menu={menu}
            lastResult={
              actionData && "result" in actionData && actionData.menu === menu.key
                ? actionData.result
                : undefined
            }
          />
        ))}
      </div>
    </>
  );
}
