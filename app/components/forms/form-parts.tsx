import { ONE_TIME_KEY_FIELD } from "~/utils/one-time-key";
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";

/** The privacy-consent checkbox both public forms end with; `purpose` finishes the sentence. */
export function PrivacyConsent({
  field,
  purpose,
}: {
  field: FieldMetadata<boolean>;
  purpose: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(field, { type: "checkbox" })}
          key={field.key}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={field.id} className="text-sm leading-relaxed text-slate-700">
          I agree to the{" "}
          <Link
            to="/privacy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            privacy policy
          </Link>{" "}
          {purpose}
        </label>
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} errorFor={field.name} />
    </div>
  );
}

/** The form's one-time key (utils/one-time-key.ts): sent back as it came. */
export function OneTimeKeyField({ value }: { value: string }) {
  return <input type="hidden" name={ONE_TIME_KEY_FIELD} value={value} />;
}

/** Honeypot: invisible to people and screen readers; bots fill it in. */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A native select with an empty first option (the "please choose" text, if any) and the given options. */
export function OptionSelect<Value, Schema extends Record<string, unknown>>({
  field,
  placeholder,
  options,
}: {
  field: FieldMetadata<Value, Schema, string[]>;
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <select {...getSelectProps(field)} key={field.key} className={INPUT_CLASSES}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
