import { expect, test } from "vitest";
import { commonPasswordList } from "../../../scripts/common-passwords";
import {
  AdminAccountSchema,
  ChangePasswordSchema,
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  MIN_PASSWORD_LENGTH,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "./account-schema";
import { COMMON_PASSWORDS } from "./common-passwords";

const UNCOMMON = "plum kettle orbit";

/** Every form that sets a password, with `password` in its own field. */
const NEW_PASSWORD_FORMS = [
  {
    name: "sign-up",
    field: "password",
    parse: (password: string) =>
      SignUpSchema.safeParse({ intent: "sign-up", name: "A", email: "a@example.com", password }),
  },
  {
    name: "reset",
    field: "newPassword",
    parse: (password: string) =>
      ResetPasswordSchema.safeParse({
        token: "t",
        newPassword: password,
        confirmPassword: password,
      }),
  },
  {
    name: "change",
    field: "newPassword",
    parse: (password: string) =>
      ChangePasswordSchema.safeParse({
        intent: "change-password",
        currentPassword: "an old one",
        newPassword: password,
        confirmPassword: password,
      }),
  },
  {
    name: "admin:create",
    field: "password",
    parse: (password: string) =>
      AdminAccountSchema.safeParse({ email: "a@example.com", name: "A", password }),
  },
];

function fieldErrors(
  result: ReturnType<(typeof NEW_PASSWORD_FORMS)[number]["parse"]>,
  field: string,
) {
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
}

test.each(NEW_PASSWORD_FORMS)(
  "$name: a new password needs $field of at least 12 characters",
  ({ parse, field }) => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    const short = parse("eleven char");
    expect(fieldErrors(short, field).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/must be at least 12 characters$/),
    ]);
    expect(parse("twelve chars").success).toBe(true);
    expect(parse(UNCOMMON).success).toBe(true);
  },
);

test.each(NEW_PASSWORD_FORMS)(
  "$name: the most common passwords are refused with a field message, in any letter case",
  ({ parse, field }) => {
    for (const common of ["password1234", "Qwerty123456", "1QAZ2WSX3EDC", "123456789012"]) {
      const result = parse(common);
      expect(fieldErrors(result, field).map((issue) => issue.message)).toEqual([
        COMMON_PASSWORD_MESSAGE,
      ]);
    }
  },
);

test("signing in takes an existing password of any length (the rules apply to new ones)", () => {
  const parsed = SignInSchema.safeParse({
    intent: "sign-in",
    email: "a@example.com",
    password: "old pass",
  });
  expect(parsed.success).toBe(true);
});

test("the bundled list is @zxcvbn-ts/language-common's, cut at the length rule (npm run passwords:list)", () => {
  expect([...COMMON_PASSWORDS]).toEqual(commonPasswordList());
  expect(COMMON_PASSWORDS.length).toBeGreaterThan(100);
  expect(COMMON_PASSWORDS.every((password) => password.length >= MIN_PASSWORD_LENGTH)).toBe(true);
  expect(isCommonPassword("qwerty123456")).toBe(true);
  expect(isCommonPassword(UNCOMMON)).toBe(false);
});
