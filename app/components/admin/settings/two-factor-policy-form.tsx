import { Form } from "react-router";
import { ShieldCheck, ShieldOff } from "~/components/ui/icons";
import { SubmitButton } from "~/components/admin/forms/submit-button";

/**
 * The administrator's switch: require two-factor authentication for every
 * staff account. Staff without it are sent to set it up (session.server.ts).
 */
export function TwoFactorPolicyForm({ required }: { required: boolean }) {
  const Icon = required ? ShieldCheck : ShieldOff;
  return (
    <section
      aria-labelledby="two-factor-policy-heading"
      className="mb-8 border-b border-slate-200 pb-8"
    >
      <h2 id="two-factor-policy-heading" className="text-lg font-semibold text-navy-900">
        Two-factor authentication for staff
      </h2>
      <p className="mt-2 flex items-start gap-2 text-sm text-slate-600">
        <Icon
          aria-hidden="true"
          className={
            required ? "h-5 w-5 shrink-0 text-emerald-600" : "h-5 w-5 shrink-0 text-slate-500"
          }
        />
        {required
          ? "Required: every staff account must use an authenticator app or text-message codes. Accounts without either are sent to set one up."
          : "Optional: each staff member decides whether to use a second factor."}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="required" value={required ? "false" : "true"} />
        <SubmitButton intent="two-factor-policy" variant="secondary" pendingLabel="Saving...">
          {required ? "Make two-factor optional" : "Require two-factor for all staff"}
        </SubmitButton>
      </Form>
    </section>
  );
}
