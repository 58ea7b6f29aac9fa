import { ONE_TIME_KEY_FIELD } from "~/utils/one-time-key";
import type { FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { CheckboxField } from "./checkbox-field";

/** The privacy-consent checkbox both public forms end with; `purpose` finishes the sentence. */
export function PrivacyConsent({
  field,
  purpose,
}: {
  field: FieldMetadata<boolean>;
  purpose: string;
}) {
  return (
    <CheckboxField
      field={field}
      label={
        <>
          I agree to the{" "}
          <Link
            to="/privacy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            privacy policy
          </Link>{" "}
          {purpose}
        </>
      }
    />
  );
}

/**
 * The form's one-time key (utils/one-time-key.ts): empty in the page, filled
 * in the browser (app/browser/one-time-key.ts), also on a page the server
 * answered with messages: nothing was stored under the key it was sent.
 */
export function OneTimeKeyField() {
  return <input type="hidden" name={ONE_TIME_KEY_FIELD} value="" data-one-time-key="" />;
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
