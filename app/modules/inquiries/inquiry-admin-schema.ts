import { z } from "zod";
import { INQUIRY_STATUSES } from "./inquiry-status";

export const INQUIRY_ADMIN_MESSAGES = {
  statusRequired: "Choose a status",
  invalidRequest: "That request could not be processed. Please reload the page and try again.",
  notFound: "That inquiry no longer exists.",
} as const;

/** The status form on the inquiry detail page (client and server). */
export const InquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: INQUIRY_ADMIN_MESSAGES.statusRequired }),
});
