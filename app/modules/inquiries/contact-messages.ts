export const CONTACT_MESSAGES = {
  tooManyRequests:
    "You've sent several messages in a short time. Please wait a few minutes and try again.",
  unreadable: "We couldn't read that submission. Please fill in the form and send it again.",
  invalid: "Please correct the highlighted fields and send your message again.",
  /** The form's one-time key is missing (a page from before it had one): the new page has one. */
  expired: "This form had expired. Please send your message again.",
  unavailable:
    "We couldn't send your message just now. Please try again in a few minutes, or email us directly.",
} as const;
