/**
 * Gives each public form on this page load a key of its own
 * (utils/one-time-key.ts): the cached page carries the field empty, and a
 * value a browser restored on reload is replaced, so a reloaded form is a
 * new one. Without this (no JavaScript, no `crypto.randomUUID`), the server
 * makes the key from what the form sent.
 */
export function fillOneTimeKeys(): void {
  if (typeof crypto === "undefined" || typeof crypto.randomUUID !== "function") return;
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-one-time-key]")) {
    input.value = crypto.randomUUID();
  }
}
