import { LegalPage } from "~/components/legal-page";
import { cookiePolicy } from "~/content/legal/cookies";
import { privacyPolicy } from "~/content/legal/privacy";
import { termsOfService } from "~/content/legal/terms";
import type { LegalDocumentBuilder } from "~/content/legal/types";
import type { BlockOf, LEGAL_DOCUMENTS } from "~/modules/pages/block-schemas";
import type { BlockContext } from "../block-context";

const DOCUMENTS: Record<(typeof LEGAL_DOCUMENTS)[number], LegalDocumentBuilder> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
};

/** A legal text with its "last updated" date, table of contents and the company's contact card. */
export function LegalDocumentBlock({
  block,
  context,
}: {
  block: BlockOf<"legal-document">;
  context: BlockContext;
}) {
  const build = DOCUMENTS[block.fields.document];
  return (
    <LegalPage
      document={build(context.company, context.legalFacts)}
      company={context.company}
      pathname={context.path}
    />
  );
}
