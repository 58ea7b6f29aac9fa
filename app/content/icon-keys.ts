/**
 * The icons content may name (app/modules/pages/icon-keys.ts holds the list,
 * which block schemas check against). Content names an icon by key and the
 * component that shows it draws it (app/components/content-icons.ts).
 */
export type { IconKey } from "~/modules/pages/icon-keys";
