import { z } from "zod";
import {
  DEMO_COMPANY,
  type CompanyInfo,
  type Office,
  type SocialLink,
  type SocialNetwork,
} from "./company-info";
import { noControlCharacters } from "~/utils/text-rules";
import { slugify } from "~/utils/slug";

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
  officeHours: 120,
} as const;

/** How many offices Settings › Company takes (the footer and the contact page list each). */
export const MAX_OFFICES = 20;

/** An office's id, as in /maps/<id>: lower-case letters and digits in hyphen-joined words. */
const OFFICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const OFFICE_ID_MAX = 60;

export const OFFICE_MESSAGES = {
  none: "Add at least one office",
  tooMany: `List at most ${MAX_OFFICES} offices`,
  noPrimary: "Mark one office as the primary office",
  manyPrimaries: "Only one office can be the primary office: clear the others",
  duplicateName: "Another office already has this name: give each office its own",
  // Only a form not built by this page (ids are hidden fields) gets here.
  badIds: "The offices could not be matched. Please reload the page and try again.",
} as const;

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

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlCharacters, `${label} contains characters that are not allowed`)
    .nullish();
}

const OfficeSchema = z
  .object({
    // Empty for an office added in the form: the list's transform makes one from its name.
    id: z.string().nullish(),
    name: requiredText("Office name", COMPANY_LIMITS.officeName),
    street: requiredText("Street address", COMPANY_LIMITS.street),
    city: requiredText("City", COMPANY_LIMITS.city),
    region: requiredText("State", COMPANY_LIMITS.region),
    postalCode: z
      .string({ error: "ZIP code is required" })
      .trim()
      .min(1, "ZIP code is required")
      .regex(/^\d{5}(?:-\d{4})?$/, "ZIP code must be 5 digits (or ZIP+4), e.g. 08619"),
    phone: z
      .string()
      .trim()
      .max(COMPANY_LIMITS.phone, `Office phone must be at most ${COMPANY_LIMITS.phone} characters`)
      .refine((value) => value === "" || phoneHref(value) !== null, PHONE_MESSAGE)
      .nullish(),
    hours: optionalText("Office hours", COMPANY_LIMITS.officeHours),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    // A checkbox: "on" when ticked, absent when not.
    primary: z.boolean().optional(),
  })
  .refine((office) => (office.latitude === null) === (office.longitude === null), {
    path: ["longitude"],
    message: COORDINATES_TOGETHER,
  });

type OfficeInput = z.output<typeof OfficeSchema>;

/** A new office's id: its name as a slug, made unique among the ids already taken. */
function officeIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    slugify(name)
      .replace(/_/g, "-")
      .replace(/-+/g, "-")
      .slice(0, OFFICE_ID_MAX - 4)
      .replace(/^-|-$/g, "") || "office";
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
  return id;
}

/** The checked list as the site stores it: every office with its id, blanks as null. */
function storedOffices(offices: OfficeInput[]): Office[] {
  const taken = new Set(offices.flatMap((office) => (office.id ? [office.id] : [])));
  return offices.map((office) => {
    const id = office.id || officeIdFor(office.name, taken);
    taken.add(id);
    return {
      id,
      name: office.name,
      street: office.street,
      city: office.city,
      region: office.region,
      postalCode: office.postalCode,
      phone: office.phone || null,
      hours: office.hours || null,
      latitude: office.latitude,
      longitude: office.longitude,
      primary: office.primary === true,
    };
  });
}

const OfficesSchema = z
  .array(OfficeSchema, { error: OFFICE_MESSAGES.none })
  .min(1, OFFICE_MESSAGES.none)
  .max(MAX_OFFICES, OFFICE_MESSAGES.tooMany)
  .superRefine((offices, context) => {
    const names = new Set<string>();
    offices.forEach((office, index) => {
      const name = office.name.toLowerCase();
      if (names.has(name)) {
        context.addIssue({
          code: "custom",
          path: [index, "name"],
          message: OFFICE_MESSAGES.duplicateName,
        });
      }
      names.add(name);
    });
    const ids = offices.flatMap((office) => (office.id ? [office.id] : []));
    const wellFormed = ids.every((id) => id.length <= OFFICE_ID_MAX && OFFICE_ID.test(id));
    if (!wellFormed || new Set(ids).size !== ids.length) {
      context.addIssue({ code: "custom", message: OFFICE_MESSAGES.badIds });
    }
    const primaries = offices.filter((office) => office.primary).length;
    if (offices.length > 0 && primaries !== 1) {
      context.addIssue({
        code: "custom",
        message: primaries === 0 ? OFFICE_MESSAGES.noPrimary : OFFICE_MESSAGES.manyPrimaries,
      });
    }
  })
  .transform(storedOffices);

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
  offices: OfficesSchema,
  hours: z.object({
    weekdays: requiredText("Weekday hours", COMPANY_LIMITS.hours, { plural: true }),
    weekend: requiredText("Weekend hours", COMPANY_LIMITS.hours, { plural: true }),
  }),
  social: z.object(socialShape).default({}),
});

export type CompanySettings = z.output<typeof CompanySettingsSchema>;
/** The fields as the Company form holds them (coordinates as typed, the primary mark a checkbox). */
export type CompanySettingsInput = z.input<typeof CompanySettingsSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Rows saved while the site had exactly two offices carry no primary mark:
 * the first was the one on the map, so it is the primary one. Upgraded as
 * they are read; the next save stores the new shape.
 */
function withPrimaryOffice(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.offices)) return data;
  if (data.offices.some((office) => isRecord(office) && "primary" in office)) return data;
  return {
    ...data,
    offices: data.offices.map((office, index) =>
      isRecord(office) ? { ...office, primary: index === 0 } : office,
    ),
  };
}

/** The stored row: the form's schema, after older shapes are brought up to date. */
export const StoredCompanySettingsSchema = z.preprocess(withPrimaryOffice, CompanySettingsSchema);

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
    ["phone", "phone"],
    ["hours", "hours"],
    ["latitude", "latitude"],
    ["longitude", "longitude"],
  ] as const;
  for (const office of after.offices) {
    const previous = before.offices.find((candidate) => candidate.id === office.id);
    if (!previous) {
      changed.push(`Added ${office.name}`);
      continue;
    }
    for (const [key, label] of officeFields) {
      if (previous[key] !== office[key]) changed.push(`${previous.name} ${label}`);
    }
  }
  for (const office of before.offices) {
    if (!after.offices.some((candidate) => candidate.id === office.id)) {
      changed.push(`Removed ${office.name}`);
    }
  }
  const ids = (settings: CompanySettings) => settings.offices.map((office) => office.id);
  const kept = (settings: CompanySettings, other: CompanySettings) =>
    ids(settings).filter((id) => ids(other).includes(id));
  if (kept(before, after).join() !== kept(after, before).join()) changed.push("Office order");
  const primary = (settings: CompanySettings) =>
    settings.offices.find((office) => office.primary)?.id;
  if (primary(before) !== primary(after)) changed.push("Primary office");
  if (before.hours.weekdays !== after.hours.weekdays) changed.push("Weekday hours");
  if (before.hours.weekend !== after.hours.weekend) changed.push("Weekend hours");
  for (const { network, label } of SOCIAL_NETWORKS) {
    if ((before.social[network] ?? "") !== (after.social[network] ?? "")) {
      changed.push(`${label} link`);
    }
  }
  return changed;
}
