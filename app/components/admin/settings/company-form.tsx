import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrorSummary, summaryMessages } from "~/components/form-error-summary";
import { Save } from "~/components/ui/icons";
import { COMPANY_MESSAGES } from "~/modules/company/company-messages";
import {
  COMPANY_LIMITS,
  CompanySettingsSchema,
  SOCIAL_NETWORKS,
  type CompanySettings,
} from "~/modules/company/company-schema";
import { CompanyField } from "./company-field";
import { SettingsSection } from "./settings-section";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { UnsavedChangesGuard } from "~/components/admin/forms/unsaved-changes";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type CompanyFormProps = {
  settings: CompanySettings;
  lastResult?: SubmissionResult<string[]>;
  /** "Last saved …" or "Showing the demo values …", beside the save button. */
  status: ReactNode;
};

/**
 * Settings › Company: what the header, footer and contact page show. One
 * form in several sections; the schema is the server's, so messages match.
 */
export function CompanyForm({ settings, lastResult, status }: CompanyFormProps) {
  const [form, fields] = useSchemaForm(CompanySettingsSchema, {
    id: "company",
    lastResult,
    // Coordinates are typed as text.
    defaultValue: {
      ...settings,
      offices: settings.offices.map((office) => ({
        ...office,
        latitude: office.latitude === null ? "" : String(office.latitude),
        longitude: office.longitude === null ? "" : String(office.longitude),
      })),
    },
  });
  const hours = fields.hours.getFieldset();
  const social = fields.social.getFieldset();
  const summary = summaryMessages(form.errors, lastResult, COMPANY_MESSAGES.invalid);

  return (
    <Form method="post" {...getFormProps(form)} className="mt-10 space-y-10">
      <FormErrorSummary id={form.errorId} messages={summary} />

      <SettingsSection
        id="identity"
        title="Identity"
        description="The company's name everywhere on the site, and the line under it in the footer."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <CompanyField
            field={fields.name}
            label="Company name"
            maxLength={COMPANY_LIMITS.name}
            autoComplete="organization"
          />
          <CompanyField
            field={fields.shortName}
            label="Short name"
            maxLength={COMPANY_LIMITS.shortName}
            hint="Shown where space is tight, such as the admin logo."
          />
          <CompanyField
            field={fields.tagline}
            label="Tagline"
            maxLength={COMPANY_LIMITS.tagline}
            className="sm:col-span-2"
          />
        </div>
      </SettingsSection>

      <SettingsSection
        id="contact-details"
        title="Contact details"
        description="Shown in the footer, on the contact page and in the legal pages."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <CompanyField
            field={fields.email}
            label="Email"
            type="email"
            maxLength={COMPANY_LIMITS.email}
            placeholder="hello@example.com"
          />
          <CompanyField
            field={fields.phone}
            label="Phone"
            type="tel"
            maxLength={COMPANY_LIMITS.phone}
            placeholder="(609) 555-0142"
            hint="With the area code; the call link is made from it."
          />
        </div>
      </SettingsSection>

      <SettingsSection
        id="offices"
        title="Offices"
        description="Both offices appear in the footer and on the contact page, with a link to a map made from the address; the contact page's map shows the first."
      >
        <div className="space-y-8">
          {fields.offices.getFieldList().map((officeField, index) => {
            const office = officeField.getFieldset();
            const legend = settings.offices[index]?.name ?? `Office ${index + 1}`;
            return (
              // The divider sits on a wrapper: a fieldset's own border would run through its legend.
              <div
                key={officeField.key}
                className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
              >
                <fieldset>
                  <legend className="text-base font-semibold text-navy-900">{legend}</legend>
                  <input {...getInputProps(office.id, { type: "hidden" })} key={office.id.key} />
                  <div className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-6">
                    <CompanyField
                      field={office.name}
                      label="Office name"
                      maxLength={COMPANY_LIMITS.officeName}
                      className="col-span-2 sm:col-span-6"
                    />
                    <CompanyField
                      field={office.street}
                      label="Street address"
                      maxLength={COMPANY_LIMITS.street}
                      className="col-span-2 sm:col-span-6"
                    />
                    <CompanyField
                      field={office.city}
                      label="City"
                      maxLength={COMPANY_LIMITS.city}
                      className="col-span-2 sm:col-span-3"
                    />
                    <CompanyField
                      field={office.region}
                      label="State"
                      maxLength={COMPANY_LIMITS.region}
                      className="sm:col-span-1"
                    />
                    <CompanyField
                      field={office.postalCode}
                      label="ZIP code"
                      maxLength={COMPANY_LIMITS.postalCode}
                      className="sm:col-span-2"
                    />
                    <CompanyField
                      field={office.latitude}
                      label="Latitude"
                      required={false}
                      inputMode="decimal"
                      maxLength={12}
                      placeholder="40.2583"
                      className="col-span-1 sm:col-span-3"
                    />
                    <CompanyField
                      field={office.longitude}
                      label="Longitude"
                      required={false}
                      inputMode="decimal"
                      maxLength={12}
                      placeholder="-74.6911"
                      hint="Where the office is on the contact page's map. On openstreetmap.org, right-click the building and choose Show address to read both."
                      className="col-span-1 sm:col-span-3"
                    />
                  </div>
                </fieldset>
              </div>
            );
          })}
        </div>
      </SettingsSection>

      <SettingsSection
        id="hours"
        title="Business hours"
        description="Shown on the contact page, one line each."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <CompanyField
            field={hours.weekdays}
            label="Weekdays"
            maxLength={COMPANY_LIMITS.hours}
            placeholder="Monday - Friday: 9:00 AM - 6:00 PM EST"
          />
          <CompanyField
            field={hours.weekend}
            label="Weekend"
            maxLength={COMPANY_LIMITS.hours}
            placeholder="Saturday - Sunday: Closed"
          />
        </div>
      </SettingsSection>

      <SettingsSection
        id="social"
        title="Social links"
        description="Full https:// addresses. A network left empty is hidden on the site."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map(({ network, label, example }) => (
            <CompanyField
              key={network}
              field={social[network]}
              label={label}
              type="url"
              required={false}
              maxLength={COMPANY_LIMITS.url}
              placeholder={example}
            />
          ))}
        </div>
      </SettingsSection>

      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="text-sm text-slate-600">{status}</div>
        <SubmitButton intent="update-company" pendingLabel="Saving...">
          <Save aria-hidden="true" className="h-4 w-4" />
          Save company information
        </SubmitButton>
      </div>
      <UnsavedChangesGuard formId={form.id} />
    </Form>
  );
}
