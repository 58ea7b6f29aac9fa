/**
 * File names for downloads a recruiter keeps on their disk: who and what the
 * file is about, readable in a folder of downloads ("Dana-Okafor-Senior-
 * Software-Engineer-resume.pdf"), not the applicant's own name for the file
 * or an id. Accents are folded and anything but letters and digits becomes a
 * hyphen, so the name is safe on every file system and in a ZIP.
 */
const MAX_NAME_PART = 60;

/** "Dana Okafor" → "Dana-Okafor": letters and digits joined by single hyphens. */
export function fileNamePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_NAME_PART)
    .replace(/-+$/, "");
}

/** The parts that have something left, joined: `downloadName(["Dana Okafor", "Senior Engineer", "resume"], "pdf")`. */
export function downloadName(parts: readonly string[], extension: string): string {
  const stem = parts.map(fileNamePart).filter(Boolean).join("-");
  return `${stem || "download"}.${extension}`;
}
