import crypto from "node:crypto";

/**
 * A cached page is sent to everybody, so it cannot carry a per-request CSP
 * nonce. It is rendered without one, and its CSP lists the SHA-256 of each
 * inline script instead, computed once when the page is stored.
 */

/** `type` values a browser runs; anything else (JSON-LD…) is a data block CSP ignores. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * Markup that matters for finding scripts: comments, and start tags with
 * their attributes (a quoted value may hold `>`). Everything between is text
 * the scan jumps over. One native regex walk over the page instead of a
 * full tokenizer with a callback per tag and attribute: a careers page is
 * scanned in about a tenth of the time (the cost was ~5 ms of every miss).
 */
const MARKUP = /<!--|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** Elements whose content is raw text (or escapable raw text): no tags inside. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

function scriptType(attributes: string): string | null {
  let type = "";
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (name === "src") return null;
    if (name === "type") type = (match[2] ?? match[3] ?? match[4] ?? "").trim().toLowerCase();
  }
  return type;
}

/** Where the raw text of `name` ends: its end tag, or the end of the page. */
function rawTextEnd(html: string, name: string, from: number): { end: number; next: number } {
  const close = new RegExp(`</${name}(?=[\\s/>])`, "gi");
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return { end: html.length, next: html.length };
  const tagEnd = html.indexOf(">", match.index);
  return { end: match.index, next: tagEnd < 0 ? html.length : tagEnd + 1 };
}

/** `'sha256-…'` sources for every inline script the HTML would run, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  MARKUP.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = MARKUP.exec(html))) {
    if (match[0] === "<!--") {
      const end = html.indexOf("-->", match.index + 4);
      if (end < 0) break;
      MARKUP.lastIndex = end + 3;
      continue;
    }
    const name = match[1]!.toLowerCase();
    if (!RAW_TEXT.has(name)) continue;
    const start = MARKUP.lastIndex;
    const { end, next } = rawTextEnd(html, name, start);
    MARKUP.lastIndex = next;
    if (name !== "script") continue;
    const type = scriptType(match[2]!);
    if (type === null || !SCRIPT_TYPES.has(type)) continue;
    // Script text is raw: no entity decoding, exactly the bytes the browser hashes.
    const digest = crypto
      .createHash("sha256")
      .update(html.slice(start, end), "utf8")
      .digest("base64");
    const source = `'sha256-${digest}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

/**
 * The policy with `script-src` allowing exactly these inline scripts: any
 * nonce source is dropped (the page was rendered without one) and the
 * hashes are added. Other directives stay as they are.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== "script-src") return directive;
      const kept = sources.filter((source) => !/^'nonce-/i.test(source));
      return [name, ...kept, ...hashes].join(" ");
    })
    .join(";");
}
