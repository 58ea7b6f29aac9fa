import type { UIMatch } from "react-router";

/**
 * Loaders return their page's JSON-LD documents (built on the server by
 * app/modules/seo) under `structuredData`; the document head renders every
 * matched route's documents here, each in its own data block.
 */
export type WithStructuredData = { structuredData?: unknown[] };

/** JSON that cannot close its <script> element: without "<" there is no "</script" or "<!--". */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function StructuredData({
  matches,
  nonce,
}: {
  /** The matched routes (useMatches()). */
  matches: UIMatch[];
  nonce: string | undefined;
}) {
  const documents = matches.flatMap((match) => {
    const data = match.loaderData as WithStructuredData | null | undefined;
    return Array.isArray(data?.structuredData) ? data.structuredData : [];
  });
  return documents.map((document, index) => (
    <script
      key={index}
      type="application/ld+json"
      // Not executed, so CSP does not need it; the nonce keeps "every inline script has one" true.
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }}
    />
  ));
}
