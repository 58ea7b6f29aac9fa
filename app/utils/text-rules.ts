/**
 * What a stored text may contain, shared by the input boundary
 * (`form.server.ts`) and every schema, so a field and the boundary never
 * disagree: no control character in a one-line value; tabs and line breaks
 * (and nothing else) in a multi-line one.
 */

const ANY_CONTROL_CHARACTER = /\p{Cc}/u;
/** Any control character except tab, LF and CR. */
export const NON_TEXT_CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/** For one-line fields (names, titles, e-mail addresses). */
export const noControlCharacters = (value: string) => !ANY_CONTROL_CHARACTER.test(value);

/** For multi-line fields (messages, descriptions, cover letters, post bodies). */
export const onlyTextControlCharacters = (value: string) => !NON_TEXT_CONTROL_CHARACTER.test(value);
