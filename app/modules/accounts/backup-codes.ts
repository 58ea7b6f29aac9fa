/**
 * Backup codes (issue 29, item 16): read off paper or a screen and typed back,
 * so the alphabet has no look-alikes — no 0/O, 1/I/l, and no lower case at all
 * (typed in any case, they are upper-cased) — and a code is two groups of four.
 * 31 symbols, 8 of them: about 40 bits, for a code that works once and is
 * behind the password and the second-factor lockout.
 */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const BACKUP_CODE_GROUP = 4;
export const BACKUP_CODE_COUNT = 10;

const NEW_CODE = new RegExp(`^[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_GROUP * 2}}$`);
/** Codes made before issue 29: ten letters/digits in either case, `xxxxx-xxxxx`, case-sensitive. */
const OLD_CODE = /^[A-Za-z0-9]{10}$/;

/**
 * A code as typed (spaces, a dash or none, any case) in the form it was
 * stored: a new one upper-cased as `XXXX-XXXX`; an old one (ten characters)
 * as `xxxxx-xxxxx` with its case kept, since its case is part of it. Null
 * when it can be neither.
 */
export function normalizeBackupCode(typed: string): string | null {
  const bare = typed.replace(/[\s-]+/g, "");
  const upper = bare.toUpperCase();
  if (NEW_CODE.test(upper)) {
    return `${upper.slice(0, BACKUP_CODE_GROUP)}-${upper.slice(BACKUP_CODE_GROUP)}`;
  }
  if (OLD_CODE.test(bare)) return `${bare.slice(0, 5)}-${bare.slice(5)}`;
  return null;
}

/** The text of the downloaded or printed sheet. */
export function backupCodesSheet(codes: string[], company: string, email: string): string {
  return [
    `${company} backup codes for ${email}`,
    "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** `arcwell-technologies-backup-codes.txt`: whose codes they are, in the downloads folder. */
export function backupCodesFileName(company: string): string {
  const slug = company
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "account"}-backup-codes.txt`;
}
