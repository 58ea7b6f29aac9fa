import fc from "fast-check";
import { beforeAll, expect, vi } from "vitest";

/** Generated inputs per form and per query parameter or path id (issue 12: at least 1,000). */
export const FUZZ_RUNS = 1_000;
/** A generous ceiling per property: a loaded CI machine must not turn a slow run into a failure. */
export const FUZZ_TIMEOUT_MS = 10 * 60_000;

/** `arbitrary`'s value in about one run of `n`, else undefined. */
function oneIn<T>(n: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: n - 1 }, { arbitrary, weight: 1 });
}

/**
 * Text an attacker or a broken client might send: controls, NUL, odd Unicode,
 * long runs up to `maxLength`, numeric and injection edge cases.
 */
export function hostile(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: 24 }), weight: 3 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 24 }), weight: 3 },
    { arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.string({ unit: "binary", minLength: 1, maxLength: 4 }),
          fc.nat({ max: maxLength }),
        )
        .map(([piece, times]) => piece.repeat(times).slice(0, maxLength)),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        "",
        " ",
        "\u0000",
        "a\u0000b",
        "\u0000".repeat(50),
        "\r\n",
        "\t",
        "\u007f",
        "\u0085",
        "\u2028",
        "\ufeff",
        "\ud800",
        "\udfff",
        "\u202e",
        "🚀",
        "Ω≈ç√∫",
        "-1",
        "0",
        "1e9",
        "NaN",
        "Infinity",
        "9".repeat(40),
        "1.5",
        " 2 ",
        "%",
        "%00",
        "%zz",
        "_",
        "%_%",
        "\\",
        "'",
        '"',
        "' OR 1=1 --",
        "'; drop table jobs; --",
        "<script>alert(1)</script>",
        "${7*7}",
        "{{7*7}}",
        "../../etc/passwd",
        "//evil.example",
        "/.//evil.example",
        "javascript:alert(1)",
        "__proto__",
        "constructor",
        "true",
        "on",
        "null",
        "undefined",
        "[]",
        "{}",
      ),
      weight: 3,
    },
  );
}

/**
 * In a URL: up to 2,000 characters (several KB once encoded) — Node refuses
 * request lines over 16 KB before the app sees them.
 */
export const hostileText = hostile(2_000);

/** In a form body: past every field's limit (10,000) but within the 100 KB body limit. */
export const hostileFormText = hostile(12_000);

/**
 * Raw percent-escapes as they may appear in a URL: invalid UTF-8, encoded
 * NUL and separators, broken escapes. Used unencoded in query strings and paths.
 */
export const rawEscapes: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      "%00",
      "%zz",
      "%",
      "%2",
      "%C3%28",
      "%ED%A0%80",
      "%FF",
      "%C0%AF",
      "%2F",
      "%2f",
      "%5C",
      "%2e%2e",
      "%0A",
      "%0D",
      "%09",
      "%7F",
      "%26",
      "%3D",
      "%23",
      "%3F",
      "+",
      "%2B",
      "%E2%80%AE",
      "a",
      "1",
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes as a browser does (a lone surrogate becomes U+FFFD instead of throwing). */
export function encodeText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));
}

/** A value as it goes into a URL: properly encoded text, or raw escapes. */
const urlValue = fc.oneof(
  { arbitrary: hostileText.map(encodeText), weight: 3 },
  { arbitrary: rawEscapes, weight: 1 },
);

/**
 * A query string that gives each of `keys` a generated value — usually once,
 * sometimes missing, repeated or sent as a list (`key[]=`, `key[0]=`) — plus
 * now and then an unknown key. `valid` values, when given, are mixed in so the
 * page also runs its real paths with the other parameters hostile.
 */
export function queryString(
  keys: readonly string[],
  valid: Partial<Record<string, readonly string[]>> = {},
): fc.Arbitrary<string> {
  const one = (key: string) => {
    const known = valid[key];
    const value = known?.length
      ? fc.oneof(
          { arbitrary: urlValue, weight: 2 },
          { arbitrary: fc.constantFrom(...known), weight: 1 },
        )
      : urlValue;
    const name = encodeURIComponent(key);
    return fc.oneof(
      { arbitrary: value.map((v) => [`${name}=${v}`]), weight: 16 },
      { arbitrary: fc.constant([] as string[]), weight: 2 },
      { arbitrary: fc.constant([name]), weight: 1 },
      {
        arbitrary: fc
          .array(value, { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v) => `${name}=${v}`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(fc.constantFrom("[]", "[0]", "%5B%5D", "[x]"), value)
          .map(([suffix, v]) => [`${name}${suffix}=${v}`]),
        weight: 1,
      },
    );
  };
  const extra = oneIn(
    8,
    fc.tuple(urlValue, urlValue).map(([k, v]) => `${k}=${v}`),
  );
  return fc.tuple(fc.tuple(...keys.map(one)), extra).map(([parts, unknown]) => {
    const pairs = parts.flat();
    if (unknown) pairs.push(unknown);
    return pairs.length ? `?${pairs.join("&")}` : "";
  });
}

/** A path segment: one of the real ids, or hostile text (encoded), or raw escapes. */
export function pathSegment(valid: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: hostileText.filter((text) => text.length > 0).map(encodeText), weight: 4 },
    { arbitrary: rawEscapes, weight: 2 },
    ...(valid.length ? [{ arbitrary: fc.constantFrom(...valid), weight: 2 }] : []),
  );
}

/** Documents render the page (catching render-time crashes); `.data` runs the loaders only. */
export const requestMode = fc.oneof(
  { arbitrary: fc.constant("document" as const), weight: 1 },
  { arbitrary: fc.constant("data" as const), weight: 4 },
);

/** `/careers?q=x` → `/careers.data?q=x` (React Router's single-fetch URL). */
export function dataUrl(pathWithQuery: string): string {
  const [path = "", query = ""] = pathWithQuery.split(/(?=\?)/);
  const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  return `${dataPath}${query}`;
}

export type Answer = { status: number; url: string };

/** Fails with the request that got a 5xx, so a failure names its input. */
export function expectNoServerError(answer: Answer) {
  expect(answer.status, `${answer.url} answered ${answer.status}`).toBeLessThan(500);
}

/**
 * React Router warns on the console for every malformed URL segment (then
 * answers 404 as it should); the fuzz suites send thousands on purpose.
 */
export function quietMalformedUrlWarnings() {
  beforeAll(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes("could not be decoded because it is a malformed URL")) return;
      warn(...args);
    });
  });
}

/** A redirect answer's Location resolves to this site, whatever the request asked for. */
export function expectOnSiteLocation(response: Response, url: string) {
  const location = response.headers.get("location");
  if (location === null) return;
  const site = "http://localhost:3000";
  expect(new URL(location, site).origin, `${url} → Location: ${location}`).toBe(site);
  expect(location, `${url} → Location: ${location}`).not.toMatch(/^[/\\]{2}|^\/\\/);
}

export type FormEntry = [name: string, value: string | File];

/**
 * A valid form's fields, then damaged: some values replaced by hostile text,
 * some fields dropped, repeated, sent list-shaped (`name[0]`, `name[]`,
 * `name.x`) or as a file, plus unknown fields now and then.
 */
export function damagedForm(valid: Record<string, string>): fc.Arbitrary<FormEntry[]> {
  const names = Object.keys(valid);
  const field = fc.constantFrom(...names);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...names, "extra", "website"), hostileFormText, {
        maxKeys: 4,
      }),
      drop: fc.subarray(names, { maxLength: Math.min(3, names.length) }),
      repeat: oneIn(6, field),
      reshape: oneIn(6, fc.tuple(field, fc.constantFrom("[0]", "[]", "[1]", ".x", "[0][0]"))),
      asFile: oneIn(10, field),
      order: fc.boolean(),
    })
    .map(({ replace, drop, repeat, reshape, asFile, order }) => {
      const fields: Record<string, string> = { ...valid, ...replace };
      for (const name of drop) delete fields[name];
      const entries: FormEntry[] = Object.entries(fields).map(([name, value]) => {
        if (name === asFile) return [name, new File([value], "x.txt", { type: "text/plain" })];
        if (reshape && name === reshape[0]) return [`${name}${reshape[1]}`, value];
        return [name, value];
      });
      if (repeat && repeat in fields) entries.push([repeat, fields[repeat]!]);
      return order ? entries : entries.reverse();
    });
}

/** The entries as a multipart body (FormData) or, when every value is text and asked for, url-encoded. */
export function formBody(entries: FormEntry[], urlEncoded = false): FormData | URLSearchParams {
  if (urlEncoded && entries.every(([, value]) => typeof value === "string")) {
    return new URLSearchParams(
      entries.map(([name, value]) => [name.replace(LONE_SURROGATE, "\uFFFD"), String(value)]),
    );
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}
