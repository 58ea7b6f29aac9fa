import { CheckCircle2 } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";

/** The spec's thank-you view; focus moves to its heading (autofocus) so screen readers read it once. */
export function ContactSuccess() {
  return (
    <div className="flex flex-col items-center py-10 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-500/15">
        <CheckCircle2 aria-hidden="true" className="h-9 w-9 text-accent-600" />
      </span>
      <h3 tabIndex={-1} autoFocus className="mt-6 text-2xl font-bold text-navy-900 outline-none">
        Thank You!
      </h3>
      <p className="mt-3 max-w-md leading-relaxed text-slate-600">
        Your message has been received. Our team will contact you shortly to discuss your technology
        needs.
      </p>
      <ButtonLink to="/contact#message-form" variant="secondary" className="mt-8">
        Send Another Message
      </ButtonLink>
    </div>
  );
}
