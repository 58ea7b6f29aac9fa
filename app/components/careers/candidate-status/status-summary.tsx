import {
  CANDIDATE_STAGE_LABELS,
  type CandidateStage,
} from "~/modules/candidate-status/candidate-status-schema";
import { formatLongDate, isoDate } from "~/utils/dates";
import { StageSteps } from "./stage-steps";

type StatusSummaryProps = {
  appliedAt: Date | string;
  changedAt: Date | string;
  stage: CandidateStage;
  outcome: string | null;
  reached: readonly CandidateStage[];
  nextSteps: string;
};

function Fact({ term, date }: { term: string; date: Date | string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 font-semibold text-navy-900">
        <time dateTime={isoDate(date)}>{formatLongDate(date)}</time>
      </dd>
    </div>
  );
}

/** Where the application stands, in the candidate's words, and what comes next. */
export function StatusSummary(props: StatusSummaryProps) {
  const stage = CANDIDATE_STAGE_LABELS[props.stage];
  return (
    <section
      aria-labelledby="status-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
        Current stage
      </p>
      <h2 id="status-heading" className="mt-2 text-3xl font-bold text-navy-900">
        {props.outcome ? `${stage}: ${props.outcome}` : stage}
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Fact term="Applied on" date={props.appliedAt} />
        <Fact term="Last change" date={props.changedAt} />
      </dl>
      <div className="mt-8">
        <StageSteps stage={props.stage} reached={props.reached} />
      </div>
      <h3 className="mt-8 text-lg font-semibold text-navy-900">What happens next</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{props.nextSteps}</p>
    </section>
  );
}
