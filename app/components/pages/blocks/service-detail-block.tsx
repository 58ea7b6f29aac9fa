import { ServiceDetailSection } from "~/components/marketing/service-detail-section";
import type { BlockOf } from "~/modules/pages/block-schemas";

/** One service in depth; the block id is its anchor. */
export function ServiceDetailBlock({ block }: { block: BlockOf<"service-detail"> }) {
  return <ServiceDetailSection id={block.id} {...block.fields} />;
}
