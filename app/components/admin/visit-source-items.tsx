import { DetailItem } from "~/components/admin/inbox-parts";
import { describeTouch, type VisitSource } from "~/modules/analytics/visit-source";

const UNKNOWN = <span className="text-slate-600">Direct or unknown</span>;

/**
 * Where the visit that sent a form came from (attribution, decision 048): its
 * first and its last source — a campaign's "source · medium · campaign", or a
 * referring site's host.
 */
export function VisitSourceItems({ visitSource }: { visitSource: VisitSource | null }) {
  return (
    <>
      <DetailItem label="First source">{describeTouch(visitSource?.first) || UNKNOWN}</DetailItem>
      <DetailItem label="Last source">{describeTouch(visitSource?.last) || UNKNOWN}</DetailItem>
    </>
  );
}
