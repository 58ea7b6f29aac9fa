/**
 * Characters XML 1.0 forbids even when escaped (C0 controls but tab, line
 * feed and carriage return; U+FFFE and U+FFFF; unpaired surrogates): one of
 * them in a title would make the whole feed unreadable, so they are dropped.
 */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text XML can carry at all. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, "");
}

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Markup carried as character data; a `]]>` inside is split across two sections. */
export function cdata(markup: string): string {
  return `<![CDATA[${xmlChars(markup).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
