/** What staff see on the sign-in, challenge and settings pages. Spec texts are verbatim. */
export const LOGIN_MESSAGES = {
  // Spec section 8 (Admin login).
  invalidCredentials: "Invalid email or password",
  genericError: "An error occurred",
  signUpSuccess: "Sign up successful! Please check your email for verification.",
  // Spec section 2 (the toggle).
  toSignUp: "Need an account? Sign up",
  toSignIn: "Already have an account? Sign in",
  // Ours: states the spec does not cover.
  unverified:
    "Please verify your email address first. We've sent you a new verification link — check your inbox.",
  disabled: "This account has been disabled. Please contact an administrator.",
  tooManyRequests:
    "Too many attempts from your network in a short time. Please wait a few minutes and try again.",
  emailVerified:
    "Your email address is verified. You can sign in — an administrator still has to approve your account before you can use the admin area.",
  verificationFailed:
    "That verification link is invalid or has expired. Sign in with your email and password to receive a new one.",
  signedOut: "You have been signed out.",
  challengeExpired: "Your sign-in has expired. Please sign in again.",
  invalidCode: "That code is not valid. Please check your authenticator app and try again.",
  invalidBackupCode: "That backup code is not valid or has already been used.",
  tooManyCodeAttempts: "Too many incorrect codes. Please sign in again.",
  resetLinkSent:
    "If an account exists for that address, we have sent it a link to choose a new password. The link works once, for one hour; asking again replaces it.",
  resetLinkInvalid:
    "This reset link is invalid, has expired or has already been used. Ask for a new one below.",
  passwordReset:
    "Your password has been changed and you were signed out everywhere. Sign in with your new password.",
  tooManyResetRequests:
    "Too many password reset requests from your network. Please wait a while and try again.",
} as const;

/** The per-account lockout message, with the wait rounded up to whole minutes. */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. This account is locked for security — please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const TWO_FACTOR_LOCKED_MESSAGE =
  "Too many failed verification attempts. Two-factor sign-in for this account is locked for 15 minutes.";

export const SETTINGS_MESSAGES = {
  profileSaved: "Your profile has been saved.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  wrongPassword: "The password you entered is not correct.",
  twoFactorEnabled: "Two-factor authentication is on.",
  twoFactorDisabled: "Two-factor authentication is off.",
  twoFactorAlreadyOn: "Two-factor authentication is already on.",
  twoFactorNotPending: "Start setting up two-factor authentication first.",
  setupCancelled: "Two-factor setup was cancelled.",
  userApproved: "The account was approved.",
  roleChanged: "The role was changed.",
  notStaff: "Approve this account before giving it a role.",
  userRevoked: "Access was revoked. The account waits for approval again.",
  userDisabled: "The account was disabled and signed out everywhere.",
  userEnabled: "The account was enabled.",
  userRemoved: "The account was removed.",
  userNotFound: "That account no longer exists.",
  lastAdmin:
    "This is the last administrator. Make another account an administrator before you remove, disable or demote this one.",
  notVerified: "This account has not verified its email address yet, so it cannot be approved.",
  disabledAccount: "Enable this account before approving it.",
  invalidRequest: "That request could not be understood. Please reload the page and try again.",
  twoFactorRequiredOn:
    "Two-factor authentication is now required: staff without it are asked to set it up when they next open the admin area.",
  twoFactorRequiredOff: "Two-factor authentication is now optional for staff.",
  twoFactorRequired:
    "An administrator requires two-factor authentication for every staff account. Set it up here with an authenticator app, or under Text message with your phone, to continue.",
} as const;
