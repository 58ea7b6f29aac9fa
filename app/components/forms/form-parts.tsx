import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { Loader2, Send, type IconComponent } from "~/components/ui/icons";

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
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
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

/**
 * A form's send button. While the form posts it is `data-pending` and
 * disabled — set by React on the hydrated staff pages (`submitting`), by
 * app/browser/form-validation.ts on the public ones — and the spinner and
 * the pending label replace the icon and the label.
 */
export function SubmitButton({
  submitting = false,
  label,
  pendingLabel,
  icon: Icon = Send,
}: {
  submitting?: boolean;
  label: string;
  pendingLabel: string;
  icon?: IconComponent;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={submitting}
      data-pending={submitting ? "" : undefined}
      className="group/submit w-full sm:w-auto"
    >
      <Loader2
        aria-hidden="true"
        className="hidden h-5 w-5 animate-spin group-data-pending/submit:block"
      />
      <Icon aria-hidden="true" className="h-5 w-5 group-data-pending/submit:hidden" />
      <span className="group-data-pending/submit:hidden">{label}</span>
      <span className="hidden group-data-pending/submit:inline">{pendingLabel}</span>
    </Button>
  );
}

/** A native select with an empty first option (the "please choose" text) and the given options. */
export function OptionSelect({
  field,
  placeholder,
  options,
}: {
  field: FieldMetadata<string>;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <select {...getSelectProps(field)} key={field.key} className={INPUT_CLASSES}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
