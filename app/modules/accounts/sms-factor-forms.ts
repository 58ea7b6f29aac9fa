import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "./account-schema";
import { PhoneNumberSchema, SMS_MESSAGES, smsCode } from "./sms-factor-schema";

// The SMS forms, kept apart from sms-factor-schema.ts: account-schema.ts imports that file, and
// these need account-schema's password limit (the import cycle broke the production build).

/**
 * The current password confirms every change of the factor (issue 25): a
 * session alone cannot add or remove it. An account made by a provider
 * sign-in has no password, so its forms have no such field.
 */
const currentPassword = z
  .string({ error: SMS_MESSAGES.passwordRequired })
  .min(1, SMS_MESSAGES.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const passwordFor = (hasPassword: boolean) =>
  hasPassword ? currentPassword : currentPassword.optional();

export const startSmsEnrolmentSchema = (hasPassword: boolean) =>
  z.object({
    intent: z.literal("send-sms-code"),
    phoneNumber: PhoneNumberSchema,
    password: passwordFor(hasPassword),
  });

export const confirmSmsEnrolmentSchema = (hasPassword: boolean) =>
  z.object({
    intent: z.literal("confirm-sms"),
    code: smsCode,
    password: passwordFor(hasPassword),
  });

/** "Resend code" shares the code form (and its password field) but needs no code. */
export const resendSmsCodeSchema = (hasPassword: boolean) =>
  z.object({
    intent: z.literal("resend-sms-code"),
    password: passwordFor(hasPassword),
  });

/** The code form's two buttons: Turn on (with the code) or Resend code. */
export const smsCodeFormSchema = (hasPassword: boolean) =>
  z.discriminatedUnion("intent", [
    confirmSmsEnrolmentSchema(hasPassword),
    resendSmsCodeSchema(hasPassword),
  ]);

export const removeSmsSchema = (hasPassword: boolean) =>
  z.object({
    intent: z.literal("remove-sms"),
    password: passwordFor(hasPassword),
  });
