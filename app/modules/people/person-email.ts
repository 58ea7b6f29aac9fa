/**
 * One person, one history (issue 30 item 5, decision 047): applications and
 * inquiries belong to the same person when their e-mail addresses are equal
 * after trimming and lower-casing — the same rule the privacy export and
 * erasure use, so what a recruiter sees linked is exactly what one erasure
 * removes.
 *
 * Plus-addressing is not folded: "ada+jobs@example.com" and
 * "ada@example.com" stay two people. Whether a "+tag" is an alias is the
 * mail provider's rule, not a standard (some providers treat "+" as an
 * ordinary character, dots differ too), and a wrong guess would show one
 * person another's applications and erase data of someone who did not ask.
 */
export function personEmail(email: string): string {
  return email.trim().toLowerCase();
}
