/**
 * "Hello Dana," — the first line of an e-mail to a person whose name we have.
 * Only the first word is used, and only when it reads as a name (letters,
 * with hyphens or apostrophes inside): the name comes from a public form and
 * the e-mail goes to the address typed beside it, so nothing a stranger
 * types may turn our mail into a vehicle for a link or a message.
 */
const MAX_NAME_LENGTH = 40;
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

export function greeting(name?: string | null): string {
  const first = name?.trim().split(/\s+/)[0] ?? "";
  if (first.length > MAX_NAME_LENGTH || !NAME_WORD.test(first)) return "Hello,";
  return `Hello ${first},`;
}
