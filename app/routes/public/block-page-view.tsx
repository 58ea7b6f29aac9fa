import type { SubmissionResult } from "@conform-to/react";
import { PageBlocks, type BlockViewData } from "~/components/pages/page-blocks";
import type { LegalFacts } from "~/content/legal/types";
import type { Block } from "~/modules/pages/block-schemas";
import { useRootData } from "~/routes/root-data";

type BlockPageViewProps = {
  path: string;
  blocks: Block[];
  /** What the blocks show from other tables (posts, jobs, image sizes). */
  blockData: BlockViewData;
  legalFacts?: LegalFacts;
  /** /contact's form state: sent, or its action's refusal. */
  contact?: { sent: boolean; lastResult?: SubmissionResult<string[]> };
};

/**
 * A page record's blocks with what the route knows besides them (the
 * company from the root loader, the contact form's state): the one view of
 * every block page, the editor's previews included.
 */
export function BlockPageView({
  path,
  blocks,
  blockData,
  legalFacts,
  contact,
}: BlockPageViewProps) {
  const { company } = useRootData();
  return (
    <PageBlocks blocks={blocks} data={blockData} context={{ path, company, legalFacts, contact }} />
  );
}
