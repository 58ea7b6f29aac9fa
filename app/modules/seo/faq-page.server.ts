import { jsonLdDocument, type JsonLd } from "./json-ld.server";

/**
 * One FAQPage document for every question a page shows (search engines read
 * one per page, so a page's FAQ blocks are joined); none without questions.
 */
export function faqPageJsonLd(
  questions: ReadonlyArray<{ question: string; answer: string }>,
): JsonLd[] {
  if (!questions.length) return [];
  return [
    jsonLdDocument("FAQPage", {
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    }),
  ];
}
