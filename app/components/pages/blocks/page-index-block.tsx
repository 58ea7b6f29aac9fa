import { ServicesIndex } from "~/components/marketing/services-index";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

/** "On this page": plain anchors to the page's sections (useful on long pages on a phone). */
export function PageIndexBlock({ block }: { block: BlockOf<"page-index"> }) {
  return (
    <ServicesIndex
      headingId={headingIdOf(block)}
      items={block.fields.items.map((item) => ({
        id: item.anchor,
        title: item.title,
        icon: item.icon,
      }))}
    />
  );
}
