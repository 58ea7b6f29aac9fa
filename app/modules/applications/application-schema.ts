// A namespace import lets the browser bundle (app/browser/form-validation.ts) drop unused Zod.
import * as z from "zod";
import { OneTimeKeySchema } from "~/utils/one-time-key";
import { noControlCharacters, onlyTextControlCharacters } from "~/utils/text-rules";

/** Experience options (spec section 3: value → label). */
export const EXPERIENCE_OPTIONS = [
  { value: "0-1", label: "Less than 1 year" },
  { value: "1-3", label: "1-3 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "5-7", label: "5-7 years" },
  { value: "7-10", label: "7-10 years" },
  { value: "10+", label: "10+ years" },
] as const;

/** "How did you hear about us?" options (spec section 3). */
export const REFERRAL_OPTIONS = [
  { value: "linkedin", label: "LinkedIn" },
  { value: "indeed", label: "Indeed" },
  { value: "glassdoor", label: "Glassdoor" },
  { value: "referral", label: "Employee Referral" },
  { value: "website", label: "Company Website" },
  { value: "other", label: "Other" },
] as const;

type OptionValue<T extends ReadonlyArray<{ value: string }>> = T[number]["value"];
const values = <T extends ReadonlyArray<{ value: string }>>(options: T) =>
  options.map((option) => option.value) as [OptionValue<T>, ...OptionValue<T>[]];

export function optionLabel(
  options: ReadonlyArray<{ value: string; label: string }>,
  value: string,
) {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Spec section 9: PDF only, at most 5 MB. Shared by the form, the parser and the schema. */
/** What a general application ("Send us your CV") is filed under until a job is attached. */
export const GENERAL_APPLICATION_TITLE = "General application";

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MIN_COVER_LETTER_LENGTH = 100;

/** Field limits, shared by the form (maxLength) and the server. */
export const APPLICATION_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  location: 150,
  linkedin: 300,
  portfolio: 300,
  coverLetter: 10_000,
  resumeFileName: 255,
} as const;

/** The spec's messages (section 5), verbatim, plus ours for what the spec leaves open. */
export const APPLICATION_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phone: "Phone number is required",
  location: "Location is required",
  experience: "Please select your experience",
  coverLetterRequired: "Cover letter is required",
  coverLetterShort: "Cover letter should be at least 100 characters",
  resumeRequired: "Resume is required",
  resumeType: "Only PDF files are allowed",
  resumeSize: "File size must be less than 5MB",
  privacyPolicy: "You must agree to the privacy policy",
  url: "Please enter a full web address, starting with https://",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidCharacters: "Contains characters that are not allowed",
} as const;

/** Name of the honeypot field: hidden from people, tempting to bots. */
export const APPLICATION_HONEYPOT_FIELD = "website";

function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, APPLICATION_MESSAGES.tooLong(max))
    .refine(noControlCharacters, APPLICATION_MESSAGES.invalidCharacters);
}

function optionalUrl(max: number) {
  return z
    .string()
    .trim()
    .max(max, APPLICATION_MESSAGES.tooLong(max))
    .pipe(z.url({ protocol: /^https?$/, error: APPLICATION_MESSAGES.url }))
    .optional();
}

/** A browser may leave a PDF's type empty; its name and, on the server, its bytes decide then. */
export function looksLikePdf(file: { name: string; type: string }): boolean {
  if (file.type === "application/pdf") return true;
  return (
    (file.type === "" || file.type === "application/octet-stream") && /\.pdf$/i.test(file.name)
  );
}

export const ApplicationSchema = z.object({
  firstName: requiredText(APPLICATION_MESSAGES.firstName, APPLICATION_LIMITS.firstName),
  lastName: requiredText(APPLICATION_MESSAGES.lastName, APPLICATION_LIMITS.lastName),
  email: z
    .string({ error: APPLICATION_MESSAGES.emailRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.emailRequired)
    .max(APPLICATION_LIMITS.email, APPLICATION_MESSAGES.emailInvalid)
    .pipe(z.email(APPLICATION_MESSAGES.emailInvalid)),
  phone: requiredText(APPLICATION_MESSAGES.phone, APPLICATION_LIMITS.phone),
  location: requiredText(APPLICATION_MESSAGES.location, APPLICATION_LIMITS.location),
  linkedin: optionalUrl(APPLICATION_LIMITS.linkedin),
  portfolio: optionalUrl(APPLICATION_LIMITS.portfolio),
  experience: z.enum(values(EXPERIENCE_OPTIONS), { error: APPLICATION_MESSAGES.experience }),
  coverLetter: z
    .string({ error: APPLICATION_MESSAGES.coverLetterRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.coverLetterRequired)
    .min(MIN_COVER_LETTER_LENGTH, APPLICATION_MESSAGES.coverLetterShort)
    .max(
      APPLICATION_LIMITS.coverLetter,
      APPLICATION_MESSAGES.tooLong(APPLICATION_LIMITS.coverLetter),
    )
    .refine(onlyTextControlCharacters, APPLICATION_MESSAGES.invalidCharacters),
  resume: z
    .file({ error: APPLICATION_MESSAGES.resumeRequired })
    .refine(looksLikePdf, APPLICATION_MESSAGES.resumeType)
    .refine((file) => file.size <= MAX_RESUME_BYTES, APPLICATION_MESSAGES.resumeSize),
  referral: z.enum(values(REFERRAL_OPTIONS)).optional(),
  privacyPolicy: z
    .boolean({ error: APPLICATION_MESSAGES.privacyPolicy })
    .refine((value) => value, APPLICATION_MESSAGES.privacyPolicy),
  /** Optional: keep the application to be considered for future openings. */
  futureOpenings: z.boolean().default(false),
  /** Generated by the server per form; a resubmission of the same form creates nothing new. */
  idempotencyKey: OneTimeKeySchema,
});

export type ApplicationInput = z.infer<typeof ApplicationSchema>;
