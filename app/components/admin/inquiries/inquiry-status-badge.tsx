import { StatusBadge } from "~/components/admin/status-badge";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TONES,
  type InquiryStatus,
} from "~/modules/inquiries/inquiry-status";

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <StatusBadge tone={INQUIRY_STATUS_TONES[status]}>{INQUIRY_STATUS_LABELS[status]}</StatusBadge>
  );
}
