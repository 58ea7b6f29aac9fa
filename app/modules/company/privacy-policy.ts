/**
 * The version of the privacy policy a visitor agrees to: its "last updated"
 * date. Stored with every inquiry and application (issue 15); change it with
 * the policy's text (app/content/legal/privacy.ts).
 */
export const PRIVACY_POLICY_VERSION = "2026-11-26";
