// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";
import { noControlCharacters, onlyTextControlCharacters } from "~/utils/text-rules";

/** Service options of the contact form (spec section 3: value → label). */
export const SERVICE_OPTIONS = [
  { value: "ai-ml", label: "AI/ML Solutions" },
  { value: "cloud", label: "Cloud Infrastructure" },
  { value: "data", label: "Data Engineering" },
  { value: "staff", label: "Staff Augmentation" },
  { value: "integration", label: "System Integration" },
  { value: "digital", label: "Digital Transformation" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value) as [
  ServiceValue,
  ...ServiceValue[],
];

export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Field limits, shared by the form (maxLength) and the server. */
export const INQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  message: 5000,
} as const;

/** Name of the honeypot field: hidden from people, tempting to bots. */
export const HONEYPOT_FIELD = "website";

const INVALID_CHARACTERS = "Contains characters that are not allowed";

function requiredText(label: string, max: number, { multiline = false } = {}) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(multiline ? onlyTextControlCharacters : noControlCharacters, INVALID_CHARACTERS);
}

export const InquirySchema = z.object({
  name: requiredText("Full name", INQUIRY_LIMITS.name),
  email: z
    .string({ error: "Email address is required" })
    .trim()
    .max(INQUIRY_LIMITS.email, `Email address must be at most ${INQUIRY_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .max(INQUIRY_LIMITS.phone, `Phone number must be at most ${INQUIRY_LIMITS.phone} characters`)
    .regex(/^[0-9+().\-\s]*(?:(?:ext|x)\.?\s*\d+)?$/i, "Please enter a valid phone number")
    .optional(),
  company: requiredText("Company/Organization", INQUIRY_LIMITS.company),
  service: z.enum(SERVICE_VALUES, { error: "Please select a service" }),
  message: requiredText("Message", INQUIRY_LIMITS.message, { multiline: true }),
  privacy: z
    .boolean({ error: "Please agree to the privacy policy to continue" })
    .refine((value) => value, "Please agree to the privacy policy to continue"),
});

export type InquiryInput = z.infer<typeof InquirySchema>;
