import { SETTINGS_MESSAGES } from "./account-messages";
import { SMS_MESSAGES } from "./sms-factor-schema";

/** Each Settings page has its own URL (links, bookmarks, e-mails point at one). */
export const SETTINGS_PATHS = {
  profile: "/admin/settings/profile",
  password: "/admin/settings/password",
  twoFactor: "/admin/settings/two-factor",
  textMessage: "/admin/settings/text-message",
  users: "/admin/settings/users",
  company: "/admin/settings/company",
  menus: "/admin/settings/menus",
  auditLog: "/admin/settings/audit-log",
  privacy: "/admin/settings/privacy",
  candidateEmails: "/admin/settings/candidate-emails",
  hiring: "/admin/settings/hiring",
  emailDelivery: "/admin/settings/email-delivery",
} as const;

// `?notice=<key>` after a successful change (post/redirect/get), per page.
export const PROFILE_NOTICES = { "profile-saved": SETTINGS_MESSAGES.profileSaved } as const;

export const PASSWORD_NOTICES = { "password-changed": SETTINGS_MESSAGES.passwordChanged } as const;

export const TWO_FACTOR_NOTICES = {
  "two-factor-disabled": SETTINGS_MESSAGES.twoFactorDisabled,
  "setup-cancelled": SETTINGS_MESSAGES.setupCancelled,
} as const;

export const USER_NOTICES = {
  "user-approved": SETTINGS_MESSAGES.userApproved,
  "role-changed": SETTINGS_MESSAGES.roleChanged,
  "user-revoked": SETTINGS_MESSAGES.userRevoked,
  "user-disabled": SETTINGS_MESSAGES.userDisabled,
  "user-enabled": SETTINGS_MESSAGES.userEnabled,
  "user-removed": SETTINGS_MESSAGES.userRemoved,
} as const;

export const SMS_NOTICES = {
  "sms-enrolled": SMS_MESSAGES.enrolled,
  "sms-removed": SMS_MESSAGES.removed,
} as const;

export const SECURITY_NOTICES = {
  "two-factor-required": SETTINGS_MESSAGES.twoFactorRequiredOn,
  "two-factor-optional": SETTINGS_MESSAGES.twoFactorRequiredOff,
} as const;
