import { useMatches } from "react-router";
import { useNonce } from "~/utils/nonce";

/**
 * Loaders return their page's JSON-LD documents (built on the server by
 * app/modules/seo) under `structuredData`; the document head renders every
 * matched route's documents here, each in its own data block.
 */
export type WithStructuredData = { structuredData?: unknown[] };

/** JSON that cannot close or confuse the <script> element it sits in. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function StructuredData() {
  const matches = useMatches();
  const nonce = useNonce();
  const documents = matches.flatMap((match) => {
    const data = match.loaderData as WithStructuredData | null | undefined;
    return Array.isArray(data?.structuredData) ? data.structuredData : [];
  });
  return documents.map((document, index) => (
    <script
      key={index}
      type="application/ld+json"
      // Not executed, so CSP does not need it; the nonce keeps "every inline script has one" true.
      nonce={nonce || undefined}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }}
    />
  ));
}
