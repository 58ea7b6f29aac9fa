/** What Settings › Company says (one place for each text). */
export const COMPANY_MESSAGES = {
  saved: "Company information saved. The website shows it now.",
  invalid: "Some fields need attention. Check the messages below them.",
  invalidRequest: "That request could not be understood. Please reload the page and try again.",
} as const;

/** `?notice=` keys of the Company page (post/redirect/get). */
export const COMPANY_NOTICES = { "company-saved": COMPANY_MESSAGES.saved } as const;
