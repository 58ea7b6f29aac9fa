import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SALARY_CURRENCIES, SALARY_UNIT_LABELS, SALARY_UNITS } from "~/modules/jobs/job-options";
import { JOB_LIMITS, type JobInput } from "~/modules/jobs/job-schema";
import { SelectField, TextField } from "~/components/forms/fields";

type Field<T> = FieldMetadata<T, JobInput, string[]>;

export type JobExtraFieldSet = {
  closingDate: Field<string | undefined>;
  isRemote: Field<boolean | undefined>;
  salaryMin: Field<number | undefined>;
  salaryMax: Field<number | undefined>;
  salaryCurrency: Field<JobInput["salaryCurrency"]>;
  salaryUnit: Field<JobInput["salaryUnit"]>;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const CURRENCY_OPTIONS = SALARY_CURRENCIES.map((code) => ({ value: code, label: code }));
const UNIT_OPTIONS = SALARY_UNITS.map((unit) => ({
  value: unit,
  label: capitalize(SALARY_UNIT_LABELS[unit]),
}));

function SalaryInput({ field, label }: { field: Field<number | undefined>; label: string }) {
  return (
    <TextField
      field={field}
      label={label}
      type="number"
      min={0}
      max={JOB_LIMITS.salary}
      step={1}
      inputMode="numeric"
      placeholder="e.g. 120000"
    />
  );
}

/**
 * The optional "Additional details": closing date, remote, pay range. Job
 * boards and search engines show them; the spec has no messages for them, so
 * the schema's are ours.
 */
export function JobExtraFields({ fields }: { fields: JobExtraFieldSet }) {
  const { closingDate, isRemote, salaryMin, salaryMax, salaryCurrency, salaryUnit } = fields;
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="p-0 text-base font-semibold text-navy-900">Additional details</legend>
      <p className="mt-1 text-sm text-slate-600">
        Optional. Shown to candidates and to job boards and search engines.
      </p>
      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <TextField
          field={closingDate}
          label="Closing date"
          type="date"
          hint="The last day to apply. The job leaves the careers page after this day."
        />
        <CheckboxField
          field={isRemote}
          label="Fully remote position"
          hint="Candidates can work from anywhere."
          className="sm:pt-7"
        />
        <SalaryInput field={salaryMin} label="Salary minimum" />
        <SalaryInput field={salaryMax} label="Salary maximum" />
        <SelectField field={salaryCurrency} label="Currency" options={CURRENCY_OPTIONS} />
        <SelectField field={salaryUnit} label="Pay period" options={UNIT_OPTIONS} />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Whole amounts without commas. The currency and pay period apply only when a minimum or
        maximum is given.
      </p>
    </fieldset>
  );
}
