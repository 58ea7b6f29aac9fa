import type { SubmissionResult } from "@conform-to/react";
import type { BlogCardPost } from "~/components/blog/types";
import { PageBlocks } from "~/components/pages/page-blocks";
import type { LegalFacts } from "~/content/legal/types";
import type { Block } from "~/modules/pages/block-schemas";
import { useRootData } from "~/routes/root-data";

type BlockPageViewProps = {
  path: string;
  blocks: Block[];
  posts: Record<string, BlogCardPost[]>;
  legalFacts?: LegalFacts;
  /** /contact's form state: sent, or its action's refusal. */
  contact?: { sent: boolean; lastResult?: SubmissionResult<string[]> };
};

/**
 * A page record's blocks with what the route knows besides them (the
 * company from the root loader, the contact form's state): the one view of
 * every block page, the editor's previews included.
 */
export function BlockPageView({ path, blocks, posts, legalFacts, contact }: BlockPageViewProps) {
  const { company } = useRootData();
  return (
    <PageBlocks blocks={blocks} posts={posts} context={{ path, company, legalFacts, contact }} />
  );
}
