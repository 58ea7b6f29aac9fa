import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { CheckCircle2 } from "~/components/ui/icons";

const NEXT_STEPS = [
  {
    title: "Within 24 hours",
    text: "A consultant replies by email or phone to set up a first conversation.",
  },
  {
    title: "A first conversation",
    text: "We listen to your goals, timeline and constraints, with no obligation.",
  },
  {
    title: "A clear proposal",
    text: "You receive a plan with the team, the approach and the costs.",
  },
];

/**
 * The spec's thank-you view, then what happens next (so the card beside the
 * tall contact details is not left empty). Focus moves to its heading
 * (autofocus) so screen readers read it once.
 */
export function ContactSuccess() {
  return (
    <div className="flex flex-1 flex-col justify-center">
      <div className="flex flex-col items-center pt-8 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-500/15">
          <CheckCircle2 aria-hidden="true" className="h-9 w-9 text-accent-600" />
        </span>
        <h3 tabIndex={-1} autoFocus className="mt-6 text-2xl font-bold text-navy-900 outline-none">
          Thank You!
        </h3>
        <p className="mt-3 max-w-md leading-relaxed text-slate-600">
          Your message has been received. Our team will contact you shortly to discuss your
          technology needs.
        </p>
        <ButtonLink to="/contact#message-form" variant="secondary" className="mt-8">
          Send Another Message
        </ButtonLink>
      </div>

      <div className="mt-10 border-t border-slate-200 pt-8">
        <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-600">
          What happens next
        </h4>
        <ol className="mt-5 grid gap-5 sm:grid-cols-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3 sm:flex-col">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-navy-900">{step.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-sm text-slate-600">
          Meanwhile, see how we work on our{" "}
          <Link to="/services" className="font-medium text-brand-700 underline underline-offset-2">
            services
          </Link>{" "}
          page or read the latest on our{" "}
          <Link to="/blog" className="font-medium text-brand-700 underline underline-offset-2">
            blog
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
