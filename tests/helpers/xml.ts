import { SaxesParser } from "saxes";

export type XmlElement = { name: string; attributes: Record<string, string>; text: string };

/**
 * Parses a document with a conforming, non-validating XML 1.0 parser (saxes,
 * with namespaces) and throws on anything not well-formed: a `<` or `&` in
 * an attribute, a character XML forbids, an unbound prefix, a second root.
 * Returns every element with its attributes and its own text (CDATA
 * included), in document order.
 */
export function parseXmlStrictly(xml: string): XmlElement[] {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  let error: Error | null = null;
  parser.on("error", (problem) => {
    error ??= problem;
  });
  parser.on("opentag", (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
    );
    const element = { name: tag.name, attributes, text: "" };
    elements.push(element);
    open.push(element);
  });
  parser.on("text", (text) => {
    if (open.length) open.at(-1)!.text += text;
  });
  parser.on("cdata", (text) => {
    if (open.length) open.at(-1)!.text += text;
  });
  parser.on("closetag", () => {
    open.pop();
  });
  parser.write(xml).close();
  if (error) throw error;
  if (!elements.length) throw new Error("no root element");
  return elements;
}
