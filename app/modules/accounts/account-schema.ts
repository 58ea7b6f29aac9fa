import { z } from "zod";
import { noControlCharacters } from "~/utils/text-rules";
import { COMMON_PASSWORDS } from "./common-passwords";
import { normalizeBackupCode } from "./backup-codes";
import { STAFF_ROLES } from "~/modules/roles/roles";
import { smsCode } from "./sms-factor-schema";

/**
 * New passwords: at least 12 characters, long passphrases welcome, none of
 * the most common ones (issue 25). Existing shorter passwords still sign in
 * until they are changed (sign-in checks no length).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const TOTP_DIGITS = 6;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email("Please enter a valid email address"));

/** Any password a user types to prove who they are (old ones may predate the rules). */
const existingPassword = (label = "Password") =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);

const commonPasswords = new Set(COMMON_PASSWORDS);

/** One of the most common passwords (letter case aside), which guessing tries first. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

/** The hint under every new-password field. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not one of the most common passwords. Long passphrases are welcome.`;

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";

/** A password being set (sign-up, reset, change, admin:create): the rules above. */
const newPassword = (label = "Password") =>
  z
    .string({ error: `${label} is required` })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`)
  .refine(noControlCharacters, "Name contains characters that are not allowed");

export const LOGIN_MODES = ["sign-in", "sign-up"] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export const SignInSchema = z.object({
  intent: z.literal("sign-in"),
  email,
  password: existingPassword(),
  redirectTo: z.string().optional(),
});

export const SignUpSchema = z.object({
  intent: z.literal("sign-up"),
  name,
  email,
  password: newPassword(),
});

export function loginSchemaFor(mode: LoginMode) {
  return mode === "sign-up" ? SignUpSchema : SignInSchema;
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;
const BACKUP_CODE_MESSAGE = "Enter one of your backup codes, for example ABCD-EFGH";

const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .trim()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(TOTP_CODE_PATTERN, "Enter the 6-digit code from your authenticator app"));

export const TwoFactorChallengeSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCode, redirectTo: z.string().optional() }),
  z.object({
    method: z.literal("backup"),
    code: z
      .string({ error: BACKUP_CODE_MESSAGE })
      // Stored as `XXXX-XXXX` (or, made before issue 29, `xxxxx-xxxxx`):
      // accepted with or without the dash, spaces, and new ones in any case.
      .transform((value, context) => {
        const code = normalizeBackupCode(value);
        if (code === null) context.addIssue({ code: "custom", message: BACKUP_CODE_MESSAGE });
        return code ?? z.NEVER;
      }),
    redirectTo: z.string().optional(),
  }),
  z.object({ method: z.literal("sms"), code: smsCode, redirectTo: z.string().optional() }),
]);

/** Settings › Users: an administrator requires (or stops requiring) two-factor for all staff. */
export const TwoFactorPolicySchema = z.object({
  intent: z.literal("two-factor-policy"),
  required: z.enum(["true", "false"]).transform((value) => value === "true"),
});

export const ProfileSchema = z.object({ intent: z.literal("update-profile"), name });

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: existingPassword("Current password"),
    newPassword: newPassword("New password"),
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The new passwords do not match",
  });

/** "Forgot your password?": the address to send a reset link to. */
export const ForgotPasswordSchema = z.object({ email });

/** The page a reset link opens: the link's token and the new password, twice. */
export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is incomplete" }).trim().min(1).max(200),
    newPassword: newPassword("New password"),
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The new passwords do not match",
  });

export const EnableTwoFactorSchema = z.object({
  intent: z.literal("enable-two-factor"),
  password: existingPassword(),
});

export const ConfirmTwoFactorSchema = z.object({
  intent: z.literal("confirm-two-factor"),
  code: totpCode,
});

export const DisableTwoFactorSchema = z.object({
  intent: z.literal("disable-two-factor"),
  password: existingPassword(),
});

export const USER_ACTIONS = [
  "approve",
  "set-role",
  "revoke",
  "disable",
  "enable",
  "remove",
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const userId = z.string().trim().min(1).max(100);

/** The message under the role menu when Approve is pressed without a role. */
export const CHOOSE_ROLE_MESSAGE = "Choose a role for this account";

/** Approve or Change role on the Users list: the role is chosen, never a default. */
export const RoleChoiceSchema = z.object({
  intent: z.enum(["approve", "set-role"]),
  userId,
  role: z.enum(STAFF_ROLES, { error: CHOOSE_ROLE_MESSAGE }),
});

/** The Users list's buttons that need no choice (the first three ask for confirmation). */
export const PLAIN_USER_ACTIONS = ["revoke", "disable", "remove", "enable"] as const;

export const PlainUserActionSchema = z.object({ intent: z.enum(PLAIN_USER_ACTIONS), userId });

/** `npm run admin:create -- --email … --password … --name …` */
export const AdminAccountSchema = z.object({ email, password: newPassword(), name });
export type AdminAccountInput = z.infer<typeof AdminAccountSchema>;
