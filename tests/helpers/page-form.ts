import type { PageInput } from "../../app/modules/pages/page-schema";

/** Appends a value the way the block editor's inputs post it (Conform's names). */
function appendValue(formData: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((entry, index) => appendValue(formData, `${name}[${index}]`, entry));
  } else if (typeof value === "object") {
    for (const [key, entry] of Object.entries(value))
      appendValue(formData, `${name}.${key}`, entry);
  } else if (typeof value === "boolean") {
    if (value) formData.append(name, "on");
  } else {
    formData.append(name, String(value));
  }
}

/** A page record as the block editor posts it, with its publishing choice. */
export function pageFormData(
  page: Omit<PageInput, "status">,
  publish: { publish: "now" | "schedule" | "draft"; at?: string } = { publish: "now" },
): FormData {
  const formData = new FormData();
  appendValue(formData, "title", page.title);
  appendValue(formData, "path", page.path);
  page.blocks.forEach((block, index) => appendValue(formData, `blocks[${index}]`, block));
  appendValue(formData, "seo", page.seo);
  formData.append("publish", publish.publish);
  formData.append("at", publish.at ?? "");
  return formData;
}
