import { z } from "zod";

/**
 * The text-message second factor (issue 18): limits and form schemas shared
 * by the settings page, the sign-in challenge and the server.
 */
export const SMS_CODE_DIGITS = 6;
/** An enrolment or sign-in code works once, for this long. */
export const SMS_CODE_MINUTES = 5;
/** Wrong codes that end an enrolment or a sign-in challenge. */
export const MAX_SMS_CODE_ATTEMPTS = 5;
/** Texts one account may be sent in the window (each costs money and can annoy). */
export const SMS_SEND_LIMIT = { points: 5, durationSeconds: 15 * 60 } as const;
/**
 * The wait before the same code can be sent again (an enrolment, a sign-in):
 * the Resend button counts it down, the server refuses an earlier resend.
 */
export const SMS_RESEND_SECONDS = 30;

export const SMS_CODE_PATTERN = /^\d{6}$/;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const PHONE_NUMBER_PATTERN = /^\+[1-9]\d{7,14}$/;

export const SMS_MESSAGES = {
  phoneRequired: "Enter your mobile number",
  phoneInvalid:
    "Enter the number in international format: + and the country code, e.g. +1 555 555 0123",
  codeRequired: "Enter the 6-digit code we sent by text message",
  passwordRequired: "Enter your current password",
  codeSent: "We sent a 6-digit code by text message. It works for 5 minutes.",
  enrolled: "Text-message codes are on.",
  removed: "Text-message codes are off. The phone number was removed.",
  invalidCode: "That code is not valid. Check the text message and try again.",
  expiredCode: "That code has expired or was used up. Send a new one.",
  tooManyCodes: "Too many incorrect codes. Send a new code to try again.",
  tooManySends: "Too many text messages in a short time. Please wait a few minutes.",
  sendFailed: "The text message could not be sent. Please try again in a moment.",
  alreadyEnrolled: "Text-message codes are already on. Remove the number first to change it.",
  nothingPending: "Send a code to your phone first.",
  nothingToRemove: "Text-message codes are not on for this account.",
  challengeSent: "We sent a code to your phone. Enter it below to finish signing in.",
} as const;

/** A resend asked for before SMS_RESEND_SECONDS have passed. */
export function resendWaitMessage(seconds: number): string {
  return `A code was just sent. You can ask for a new one in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
}

/** Accepts the number as people type it (spaces, dashes, dots, brackets) and keeps E.164. */
export const PhoneNumberSchema = z
  .string({ error: SMS_MESSAGES.phoneRequired })
  .trim()
  .min(1, SMS_MESSAGES.phoneRequired)
  .max(32, SMS_MESSAGES.phoneInvalid)
  .transform((value) => value.replace(/[\s().-]/g, "").replace(/^00/, "+"))
  .pipe(z.string().regex(PHONE_NUMBER_PATTERN, SMS_MESSAGES.phoneInvalid));

export const smsCode = z
  .string({ error: SMS_MESSAGES.codeRequired })
  .trim()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(SMS_CODE_PATTERN, SMS_MESSAGES.codeRequired));

/** Only the last digits are ever shown again, e.g. "ending in 0123". */
export function maskPhoneNumber(phoneNumber: string): string {
  return `ending in ${phoneNumber.slice(-4)}`;
}
