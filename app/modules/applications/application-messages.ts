/** Form-level messages of the application form (the field messages are the spec's, in the schema). */
export const APPLICATION_FORM_MESSAGES = {
  tooManyRequests:
    "You've submitted several applications in a short time. Please wait a few minutes and try again.",
  unreadable: "We couldn't read that submission. Please fill in the form and send it again.",
  invalid: "Please correct the highlighted fields and submit your application again.",
  unavailable:
    "We couldn't submit your application just now. Please try again in a few minutes — nothing you sent was saved.",
} as const;
