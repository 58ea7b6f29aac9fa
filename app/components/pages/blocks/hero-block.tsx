import { PageHero } from "~/components/marketing/page-hero";
import { StatList } from "~/components/marketing/stat-list";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { BlockButtons } from "../block-button";

/** The dark band a page opens with: title, buttons and (on the home page) figures. */
export function HeroBlock({ block }: { block: BlockOf<"hero"> }) {
  const { eyebrow, title, description, size, actions, stats } = block.fields;
  return (
    <PageHero
      size={size}
      eyebrow={eyebrow || undefined}
      title={title}
      description={description || undefined}
      actions={actions.length ? <BlockButtons buttons={actions} /> : undefined}
    >
      {stats.length ? (
        <StatList
          stats={stats}
          tone="dark"
          className="mt-16 border-t border-white/10 pt-10 sm:mt-20"
        />
      ) : null}
    </PageHero>
  );
}
