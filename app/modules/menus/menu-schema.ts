import { z } from "zod";
import { MENU_KEYS } from "~/db/enums";
import { noControlCharacters } from "~/utils/text-rules";

/**
 * The site's menus as edited in Settings › Menus. The form's schema
 * (MenuFormSchema) checks the browser's form and the action's post alike;
 * the stored schema (MenuItemsSchema) checks every read of a stored menu
 * with the same rules for a label and a target.
 */

export { MENU_KEYS };
export type MenuKey = (typeof MENU_KEYS)[number];

/** Limits shared by the form (maxLength, the add button) and the server. */
export const MENU_LIMITS = {
  label: 40,
  target: 300,
  /** Rows of one menu, links under others counted. */
  links: 24,
  /** Links under one header link. */
  children: 8,
} as const;

/** The menus, in the order Settings › Menus shows them. Only the header nests. */
export const MENUS: ReadonlyArray<{
  key: MenuKey;
  title: string;
  description: string;
  nesting: boolean;
}> = [
  {
    key: "header",
    title: "Header",
    description:
      "The main navigation at the top of every page. A link can hold links under it: on computers they open from the arrow beside it, on phones they are listed below it.",
    nesting: true,
  },
  {
    key: "footer-quick",
    title: "Footer: Quick Links",
    description: "The footer's first column of links.",
    nesting: false,
  },
  {
    key: "footer-services",
    title: "Footer: Services",
    description: "The footer's column of services.",
    nesting: false,
  },
  {
    key: "legal",
    title: "Footer: Legal",
    description: "The small links at the very bottom of every page.",
    nesting: false,
  },
];

export function menuTitle(key: MenuKey): string {
  return MENUS.find((menu) => menu.key === key)?.title ?? key;
}

export function menuNests(key: MenuKey): boolean {
  return MENUS.find((menu) => menu.key === key)?.nesting ?? false;
}

export const MENU_MESSAGES = {
  saved: (title: string) => `${title} menu saved. The website shows it now.`,
  invalid: "Some links need attention. Check the messages below them.",
  invalidRequest: "That request could not be understood. Please reload the page and try again.",
  target:
    "Enter a path on this site starting with /, such as /services#cloud, or a full address starting with https://",
  empty: "A menu needs at least one link",
  tooMany: `A menu can hold at most ${MENU_LIMITS.links} links`,
  firstNested: "The first link cannot sit under another link",
  noNesting: "Links in this menu cannot sit under others",
  tooManyChildren: `At most ${MENU_LIMITS.children} links can sit under one link`,
} as const;

/** A path on this site: one leading slash (never "//", which leaves the site), an optional #anchor. */
const INTERNAL_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:#[A-Za-z0-9\-._~]*)?$/;

function isHttpsUrl(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

/** Whether a menu link may point here: a path on this site, or a full https:// address. */
export function isMenuTarget(value: string): boolean {
  if (value.startsWith("/")) return INTERNAL_PATH.test(value) && !value.includes("//");
  return isHttpsUrl(value) && !/\s/.test(value);
}

/** Whether a target is a page of this site (compared with the current path). */
export function isInternalTarget(to: string): boolean {
  return to.startsWith("/");
}

const label = z
  .string({ error: "Label is required" })
  .trim()
  .min(1, "Label is required")
  .max(MENU_LIMITS.label, `Label must be at most ${MENU_LIMITS.label} characters`)
  .refine(noControlCharacters, "Label contains characters that are not allowed");

const target = z
  .string({ error: "Link target is required" })
  .trim()
  .min(1, "Link target is required")
  .max(MENU_LIMITS.target, `Link target must be at most ${MENU_LIMITS.target} characters`)
  .refine(isMenuTarget, MENU_MESSAGES.target);

/** One row of the form: a link, and whether it sits under the nearest link above it. */
const MenuRowSchema = z.object({
  label,
  to: target,
  nested: z.boolean().optional(),
});

/**
 * One menu as the form posts it: its key and its links in order, flat (a
 * row "under the link above" belongs to the nearest top-level row before it),
 * so moving and nesting are plain form fields that work without JavaScript.
 */
export const MenuFormSchema = z
  .object({
    menu: z.enum(MENU_KEYS, { error: MENU_MESSAGES.invalidRequest }),
    items: z
      .array(MenuRowSchema, { error: MENU_MESSAGES.empty })
      .min(1, MENU_MESSAGES.empty)
      .max(MENU_LIMITS.links, MENU_MESSAGES.tooMany),
  })
  .superRefine(({ menu, items }, context) => {
    const nests = menuNests(menu);
    let children = 0;
    items.forEach((row, index) => {
      const path = ["items", index, "nested"];
      if (!row.nested) {
        children = 0;
        return;
      }
      if (!nests) context.addIssue({ code: "custom", path, message: MENU_MESSAGES.noNesting });
      else if (index === 0)
        context.addIssue({ code: "custom", path, message: MENU_MESSAGES.firstNested });
      else if (++children > MENU_LIMITS.children)
        context.addIssue({ code: "custom", path, message: MENU_MESSAGES.tooManyChildren });
    });
  });

export type MenuForm = z.output<typeof MenuFormSchema>;
export type MenuRow = MenuForm["items"][number];

const MenuLinkSchema = z.object({ label, to: target });

/** A stored menu: top-level links in order, each with at most one level of links under it. */
export const MenuItemsSchema = z
  .array(
    MenuLinkSchema.extend({
      children: z.array(MenuLinkSchema).max(MENU_LIMITS.children).optional(),
    }),
  )
  .min(1)
  .max(MENU_LIMITS.links);

export type MenuLink = z.output<typeof MenuLinkSchema>;
export type MenuItem = z.output<typeof MenuItemsSchema>[number];

/** Every menu of the site, as the header and footer render them. */
export type SiteMenus = Record<MenuKey, MenuItem[]>;

/** The stored shape of the form's rows. */
export function menuItemsFrom(rows: readonly MenuRow[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const { label, to, nested } of rows) {
    const parent = items.at(-1);
    if (nested && parent) (parent.children ??= []).push({ label, to });
    else items.push({ label, to });
  }
  return items;
}

/** The form's rows for a stored menu. */
export function menuRowsFrom(items: readonly MenuItem[]): MenuRow[] {
  return items.flatMap(({ label, to, children = [] }) => [
    { label, to, nested: false },
    ...children.map((child) => ({ label: child.label, to: child.to, nested: true })),
  ]);
}

/** What changed between two versions of a menu, for the audit log (e.g. "Added Insights, order"). */
export function menuChanges(before: readonly MenuItem[], after: readonly MenuItem[]): string {
  const flat = (items: readonly MenuItem[]) =>
    menuRowsFrom(items).map((row) => `${row.nested ? "  " : ""}${row.label} → ${row.to}`);
  const was = flat(before);
  const now = flat(after);
  const key = (line: string) => line.trim();
  const wasKeys = new Set(was.map(key));
  const nowKeys = new Set(now.map(key));
  const parts: string[] = [];
  const added = now.filter((line) => !wasKeys.has(key(line)));
  const removed = was.filter((line) => !nowKeys.has(key(line)));
  if (added.length) parts.push(`added ${added.map(key).join(", ")}`);
  if (removed.length) parts.push(`removed ${removed.map(key).join(", ")}`);
  const kept = (lines: string[], other: Set<string>) =>
    lines.filter((line) => other.has(key(line)));
  if (kept(now, wasKeys).join("\n") !== kept(was, nowKeys).join("\n"))
    parts.push("order or nesting");
  return parts.length ? parts.join("; ") : "nothing";
}
