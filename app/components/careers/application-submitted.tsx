import { ButtonLink } from "~/components/ui/button";
import { CheckCircle2 } from "~/components/ui/icons";

/**
 * The thank-you card after a successful application (spec: links to /careers
 * and /); without a job title, after a general application ("Send us your CV").
 */
export function ApplicationSubmitted({ jobTitle }: { jobTitle: string | null }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm sm:px-12">
      <span className="flex size-16 items-center justify-center rounded-full bg-teal-50">
        <CheckCircle2 aria-hidden="true" className="size-9 text-accent-600" />
      </span>
      <h2
        id="application-heading"
        tabIndex={-1}
        autoFocus
        className="mt-8 text-3xl font-bold text-navy-900 focus:outline-none sm:text-4xl"
      >
        Application Submitted!
      </h2>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
        {jobTitle
          ? `Thank you for applying for the ${jobTitle} position. We’ve emailed you a confirmation, and our recruiting team will review your application and be in touch soon.`
          : "Thank you for sending us your CV. We’ve emailed you a confirmation, and our recruiting team will be in touch when a role opens that matches your background."}
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/careers" size="lg">
          View More Positions
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          Return Home
        </ButtonLink>
      </div>
    </div>
  );
}
