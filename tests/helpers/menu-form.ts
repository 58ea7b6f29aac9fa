import type { MenuKey, MenuRow } from "../../app/modules/menus/menu-schema";

/** A menu as Settings › Menus posts it (Conform's field names). */
export function menuFormData(menu: MenuKey, rows: readonly MenuRow[]): FormData {
  const formData = new FormData();
  formData.append("menu", menu);
  rows.forEach((row, index) => {
    formData.append(`items[${index}].label`, row.label);
    formData.append(`items[${index}].to`, row.to);
    if (row.nested) formData.append(`items[${index}].nested`, "on");
  });
  return formData;
}
