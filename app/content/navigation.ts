export type NavLinkItem = { label: string; to: string };

/**
 * The legal pages, for their "Related policies" list. The header and footer
 * menus are edited in Settings › Menus (modules/menus; their seed is
 * menu-defaults.ts there).
 */
export const LEGAL_LINKS: NavLinkItem[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
];
