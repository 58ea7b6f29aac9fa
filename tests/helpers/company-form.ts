import type { CompanySettings } from "../../app/modules/company/company-schema";

/** The settings as the Company form posts them (Conform's field names). */
export function companyFormData(
  settings: CompanySettings,
  overrides: Record<string, string> = {},
): FormData {
  const fields: Record<string, string> = {
    name: settings.name,
    shortName: settings.shortName,
    tagline: settings.tagline,
    email: settings.email,
    phone: settings.phone,
    "hours.weekdays": settings.hours.weekdays,
    "hours.weekend": settings.hours.weekend,
  };
  settings.offices.forEach((office, index) => {
    for (const [key, value] of Object.entries(office)) {
      // A ticked checkbox sends "on"; an unticked one nothing.
      if (value === false) continue;
      fields[`offices[${index}].${key}`] =
        value === null ? "" : value === true ? "on" : String(value);
    }
  });
  for (const network of ["linkedin", "x", "facebook", "github"] as const) {
    fields[`social.${network}`] = settings.social[network] ?? "";
  }
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) {
    formData.append(name, value);
  }
  return formData;
}
