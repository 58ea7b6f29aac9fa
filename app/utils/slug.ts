/**
 * The spec's slug rule (section 5): lower-case, drop characters that are not
 * word characters, whitespace or hyphens, turn whitespace runs into hyphens.
 * Accents are folded first so "Café" becomes "cafe" rather than "caf".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
