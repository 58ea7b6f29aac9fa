import { z } from "zod";
import {
  DEMO_COMPANY,
  type CompanyInfo,
  type Office,
  type SocialLink,
  type SocialNetwork,
} from "./company-info";
import { noControlCharacters } from "~/utils/text-rules";

/**
 * Company information as edited in Settings › Company and stored in the
 * company_settings row. The same schema checks the form (client and server)
 * and every read of the stored row.
 */

/** Field limits, shared by the form (maxLength) and the server. */
export const COMPANY_LIMITS = {
  name: 100,
  shortName: 40,
  tagline: 200,
  email: 254,
  phone: 30,
  officeName: 80,
  street: 120,
  city: 80,
  region: 40,
  postalCode: 10,
  url: 500,
  hours: 120,
} as const;

/** The two offices the site shows; their ids are fixed (the map shows Hamilton). */
export const OFFICE_IDS = ["hamilton", "east-brunswick"] as const satisfies readonly Office["id"][];

/** Social profiles, in the order the site shows them. */
export const SOCIAL_NETWORKS = [
  { network: "linkedin", label: "LinkedIn", example: "https://www.linkedin.com/company/arcwell" },
  { network: "x", label: "X (Twitter)", example: "https://x.com/arcwell" },
  { network: "facebook", label: "Facebook", example: "https://www.facebook.com/arcwell" },
  { network: "github", label: "GitHub", example: "https://github.com/arcwell" },
] as const satisfies readonly { network: SocialNetwork; label: string; example: string }[];

function requiredText(label: string, max: number, { plural = false } = {}) {
  const required = `${label} ${plural ? "are" : "is"} required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlCharacters, `${label} contains characters that are not allowed`);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

function httpsUrl(label: string, example: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(COMPANY_LIMITS.url, `${label} must be at most ${COMPANY_LIMITS.url} characters`)
    .refine(isHttpsUrl, `${label} must be a full address starting with https://, e.g. ${example}`);
}

/**
 * The tel: form of a phone number (E.164), or null when it cannot be one:
 * a 10-digit North American number (optionally with its leading 1), or an
 * international number written with a leading +.
 */
export function phoneHref(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[0-9().\-\s]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+"))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

export const PHONE_MESSAGE =
  "Enter a phone number with its area code, e.g. (609) 555-0142, or an international number starting with +";

const COORDINATES_TOGETHER = "Enter both latitude and longitude, or neither";

/** An optional map coordinate in degrees: typed as text in the form, stored as a number. */
function coordinate(label: string, limit: number) {
  const message = `${label} must be a number of degrees between -${limit} and ${limit}, e.g. ${limit === 90 ? "40.2583" : "-74.6911"}`;
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === "number") return value;
      if (typeof value !== "string") return Number.NaN;
      const text = value.trim();
      return text === ""
        ? null
        : /^[+-]?\d{1,3}(\.\d{1,7})?$/.test(text)
          ? Number(text)
          : Number.NaN;
    },
    z.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );
}

const OfficeSchema = z
  .object({
    id: z.enum(OFFICE_IDS),
    name: requiredText("Office name", COMPANY_LIMITS.officeName),
    street: requiredText("Street address", COMPANY_LIMITS.street),
    city: requiredText("City", COMPANY_LIMITS.city),
    region: requiredText("State", COMPANY_LIMITS.region),
    postalCode: z
      .string({ error: "ZIP code is required" })
      .trim()
      .min(1, "ZIP code is required")
      .regex(/^\d{5}(?:-\d{4})?$/, "ZIP code must be 5 digits (or ZIP+4), e.g. 08619"),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
  })
  .refine((office) => (office.latitude === null) === (office.longitude === null), {
    path: ["longitude"],
    message: COORDINATES_TOGETHER,
  });

const socialShape = Object.fromEntries(
  SOCIAL_NETWORKS.map(({ network, label, example }) => [
    network,
    httpsUrl(`${label} link`, example).optional(),
  ]),
) as Record<SocialNetwork, z.ZodOptional<ReturnType<typeof httpsUrl>>>;

export const CompanySettingsSchema = z.object({
  name: requiredText("Company name", COMPANY_LIMITS.name),
  shortName: requiredText("Short name", COMPANY_LIMITS.shortName),
  tagline: requiredText("Tagline", COMPANY_LIMITS.tagline),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(COMPANY_LIMITS.email, `Email must be at most ${COMPANY_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address, e.g. hello@example.com")),
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .min(1, "Phone is required")
    .max(COMPANY_LIMITS.phone, `Phone must be at most ${COMPANY_LIMITS.phone} characters`)
    .refine((value) => phoneHref(value) !== null, PHONE_MESSAGE),
  offices: z
    .array(OfficeSchema, { error: "Both offices are required" })
    .refine(
      (offices) =>
        offices.length === OFFICE_IDS.length &&
        OFFICE_IDS.every((id, index) => offices[index]?.id === id),
      "Both offices are required",
    ),
  hours: z.object({
    weekdays: requiredText("Weekday hours", COMPANY_LIMITS.hours, { plural: true }),
    weekend: requiredText("Weekend hours", COMPANY_LIMITS.hours, { plural: true }),
  }),
  social: z.object(socialShape).default({}),
});

export type CompanySettings = z.output<typeof CompanySettingsSchema>;

/** The public facts the site renders, derived from the stored settings. */
export function companyInfoFrom(settings: CompanySettings): CompanyInfo {
  const socialLinks: SocialLink[] = SOCIAL_NETWORKS.flatMap(({ network, label }) => {
    const url = settings.social[network];
    return url ? [{ network, label, url }] : [];
  });
  return {
    name: settings.name,
    shortName: settings.shortName,
    tagline: settings.tagline,
    email: settings.email,
    phone: settings.phone,
    // Validated by the schema, so never null here; the fallback keeps types honest.
    phoneHref: phoneHref(settings.phone) ?? settings.phone,
    offices: settings.offices.map((office) => ({ ...office })),
    hours: { ...settings.hours },
    // The spec's promise, not a setting.
    replyPromise: DEMO_COMPANY.replyPromise,
    socialLinks,
  };
}

/** The editable settings of a company (the inverse of companyInfoFrom). */
export function settingsFrom(info: CompanyInfo): CompanySettings {
  return {
    name: info.name,
    shortName: info.shortName,
    tagline: info.tagline,
    email: info.email,
    phone: info.phone,
    offices: info.offices.map((office) => ({ ...office })),
    hours: { ...info.hours },
    social: Object.fromEntries(info.socialLinks.map((link) => [link.network, link.url])),
  };
}

/** What the site shows until an administrator saves company settings. */
export const DEMO_COMPANY_SETTINGS: CompanySettings = settingsFrom(DEMO_COMPANY);

/** Readable names of the settings, for the audit log's "what changed". */
export function changedFields(before: CompanySettings, after: CompanySettings): string[] {
  const changed: string[] = [];
  const top = [
    ["name", "Company name"],
    ["shortName", "Short name"],
    ["tagline", "Tagline"],
    ["email", "Email"],
    ["phone", "Phone"],
  ] as const;
  for (const [key, label] of top) if (before[key] !== after[key]) changed.push(label);
  const officeFields = [
    ["name", "name"],
    ["street", "street"],
    ["city", "city"],
    ["region", "state"],
    ["postalCode", "ZIP code"],
    ["latitude", "latitude"],
    ["longitude", "longitude"],
  ] as const;
  for (const office of after.offices) {
    const previous = before.offices.find((candidate) => candidate.id === office.id);
    const place = previous?.name ?? office.name;
    for (const [key, label] of officeFields) {
      if (previous?.[key] !== office[key]) changed.push(`${place} ${label}`);
    }
  }
  if (before.hours.weekdays !== after.hours.weekdays) changed.push("Weekday hours");
  if (before.hours.weekend !== after.hours.weekend) changed.push("Weekend hours");
  for (const { network, label } of SOCIAL_NETWORKS) {
    if ((before.social[network] ?? "") !== (after.social[network] ?? "")) {
      changed.push(`${label} link`);
    }
  }
  return changed;
}
