import { expect, test } from "vitest";
import { BACKUP_CODE_ALPHABET, normalizeBackupCode } from "./backup-codes";
import { generateBackupCodes } from "./backup-codes.server";
import { TwoFactorChallengeSchema } from "./account-schema";

test("backup codes have no look-alikes and come as two groups of four", () => {
  for (const lookAlike of ["0", "O", "1", "I", "l"]) {
    expect(BACKUP_CODE_ALPHABET).not.toContain(lookAlike);
  }
  const codes = generateBackupCodes();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) {
    expect(code).toMatch(
      /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/,
    );
  }
});

test("a new code is accepted typed with or without the dash, with spaces, in any case", () => {
  for (const typed of ["ABCD-EFGH", "abcdefgh", "abcd efgh", " AbCd-eFgH "]) {
    expect(normalizeBackupCode(typed)).toBe("ABCD-EFGH");
  }
});

test("an old code (ten letters and digits, case-sensitive) keeps its case", () => {
  expect(normalizeBackupCode("aB3dE-fG5hJ")).toBe("aB3dE-fG5hJ");
  expect(normalizeBackupCode("aB3dEfG5hJ")).toBe("aB3dE-fG5hJ");
});

test("anything else is not a backup code", () => {
  for (const typed of ["", "ABCD-EFG", "ABCD-EFG0", "abc", "ABCD-EFGH-JKLM", "ab!de-12345"]) {
    expect(normalizeBackupCode(typed)).toBeNull();
  }
});

test("the sign-in form passes a typed backup code on in its stored form, or a field error", () => {
  const parse = (code: string) => TwoFactorChallengeSchema.safeParse({ method: "backup", code });
  expect(parse("abcd efgh")).toMatchObject({ success: true, data: { code: "ABCD-EFGH" } });
  expect(parse("aB3dEfG5hJ")).toMatchObject({ success: true, data: { code: "aB3dE-fG5hJ" } });
  const refused = parse("O0O0-1l1l");
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0]?.message).toBe(
    "Enter one of your backup codes, for example ABCD-EFGH",
  );
});
