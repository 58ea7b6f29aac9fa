import { SETTINGS_MESSAGES } from "./account-messages";

export const SETTINGS_SECTIONS = ["profile", "password", "two-factor", "users"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** `/admin/settings?notice=…` after a successful change: message and the section it belongs to. */
export const SETTINGS_NOTICES = {
  "profile-saved": { section: "profile", text: SETTINGS_MESSAGES.profileSaved },
  "password-changed": { section: "password", text: SETTINGS_MESSAGES.passwordChanged },
  "two-factor-disabled": { section: "two-factor", text: SETTINGS_MESSAGES.twoFactorDisabled },
  "setup-cancelled": { section: "two-factor", text: SETTINGS_MESSAGES.setupCancelled },
  "user-approved": { section: "users", text: SETTINGS_MESSAGES.userApproved },
  "user-revoked": { section: "users", text: SETTINGS_MESSAGES.userRevoked },
  "user-disabled": { section: "users", text: SETTINGS_MESSAGES.userDisabled },
  "user-enabled": { section: "users", text: SETTINGS_MESSAGES.userEnabled },
  "user-removed": { section: "users", text: SETTINGS_MESSAGES.userRemoved },
} as const satisfies Record<string, { section: SettingsSection; text: string }>;

export type SettingsNoticeKey = keyof typeof SETTINGS_NOTICES;

export function settingsNotice(params: URLSearchParams) {
  const key = params.get("notice");
  return key && Object.hasOwn(SETTINGS_NOTICES, key)
    ? SETTINGS_NOTICES[key as SettingsNoticeKey]
    : null;
}

export function settingsPathWithNotice(key: SettingsNoticeKey): string {
  return `/admin/settings?notice=${key}#${SETTINGS_NOTICES[key].section}`;
}
