import crypto from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * A cached page is sent to everybody, so it cannot carry a per-request CSP
 * nonce. It is rendered without one, and its CSP lists the SHA-256 of each
 * inline script instead, computed once when the page is stored.
 */

/** `type` values a browser runs; anything else (JSON-LD…) is a data block CSP ignores. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** `'sha256-…'` sources for every inline script the HTML would run, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let script: { text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script" || "src" in attributes) return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        script = SCRIPT_TYPES.has(type) ? { text: "" } : null;
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name !== "script" || !script) return;
        const digest = crypto.createHash("sha256").update(script.text, "utf8").digest("base64");
        const source = `'sha256-${digest}'`;
        if (!hashes.includes(source)) hashes.push(source);
        script = null;
      },
    },
    // Script text is raw: no entity decoding, exactly the bytes the browser hashes.
    { decodeEntities: false },
  );
  parser.end(html);
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
