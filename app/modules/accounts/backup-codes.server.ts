import { randomInt } from "node:crypto";
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_COUNT, BACKUP_CODE_GROUP } from "./backup-codes";

/** A fresh set, each `XXXX-XXXX` (the form better-auth stores and compares). */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = "";
    for (let i = 0; i < BACKUP_CODE_GROUP * 2; i++) {
      code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
    }
    return `${code.slice(0, BACKUP_CODE_GROUP)}-${code.slice(BACKUP_CODE_GROUP)}`;
  });
}
