import { DetailCard } from "~/components/admin/inbox-parts";
import { knockoutLabel, type ScreeningAnswer } from "~/modules/applications/screening-answers";
import { KnockoutBadge } from "./knockout-badge";

/**
 * The candidate's screening answers, each under the question as it was
 * asked, and first the knockout rules that fired: the application is
 * flagged, not rejected, so the recruiter reads why and decides.
 */
export function ScreeningAnswersCard({
  answers,
  className,
}: {
  answers: ScreeningAnswer[];
  className?: string;
}) {
  const knockouts = answers.map(knockoutLabel).filter((label): label is string => label !== null);
  return (
    <DetailCard id="screening-heading" title="Screening answers" className={className}>
      {knockouts.length ? (
        <ul className="mb-5 space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {knockouts.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      <dl className="space-y-4">
        {answers.map((answer) => (
          <div key={answer.questionId}>
            <dt className="text-sm font-semibold text-navy-900">{answer.question}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {answer.answer ?? <span className="text-slate-600">Not answered</span>}
              {answer.knockout ? <KnockoutBadge /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </DetailCard>
  );
}
