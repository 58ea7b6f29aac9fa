import { getFormProps, type SubmissionResult } from "@conform-to/react";
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
  type CompanySettingsInput,
} from "~/modules/company/company-schema";
import { CompanyField } from "./company-field";
import { OfficesEditor } from "./offices-editor";
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
  const [form, fields] = useSchemaForm<typeof CompanySettingsSchema, CompanySettingsInput>(
    CompanySettingsSchema,
    {
      id: "company",
      lastResult,
      // Coordinates are typed as text.
      defaultValue: {
        ...settings,
        offices: settings.offices.map((office) => ({
          ...office,
          phone: office.phone ?? "",
          hours: office.hours ?? "",
          latitude: office.latitude === null ? "" : String(office.latitude),
          longitude: office.longitude === null ? "" : String(office.longitude),
        })),
      },
    },
  );
  const hours = fields.hours.getFieldset();
  const social = fields.social.getFieldset();
  const summary = summaryMessages(form.errors, lastResult, COMPANY_MESSAGES.invalid);

  return (
    <Form method="post" {...getFormProps(form)} className="mt-10 space-y-10">
      {/* The default button for Enter in a text field: without it the first
          office's Move up would be "pressed" instead of saving. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
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
        description="Every office appears in the footer and on the contact page, in this order, with a link to a map made from its address. The primary office is the company's main address and the one on the contact page's map."
      >
        <OfficesEditor form={form} field={fields.offices} />
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
