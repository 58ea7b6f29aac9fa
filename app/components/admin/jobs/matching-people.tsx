import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { DETAIL_LINK } from "~/components/admin/inbox-parts";
import { Send } from "~/components/ui/icons";
import type { MatchedPerson } from "~/modules/rediscovery/match-rules";
import { formatAdminDate, isoDate } from "~/utils/dates";
import { cn } from "~/utils/cn";

const REASON_TONE = {
  department: "border-brand-200 bg-brand-50 text-navy-900",
  keyword: "border-slate-200 bg-slate-50 text-slate-800",
  location: "border-emerald-200 bg-emerald-50 text-emerald-900",
} as const;

/** What a page hands over: the loader's dates may arrive as strings after hydration. */
type Person = Omit<MatchedPerson, "appliedAt" | "invitedAt"> & {
  appliedAt: Date | string;
  invitedAt: Date | string | null;
};

/**
 * Talent rediscovery's list (issue 30 item 6): one card per person, their
 * latest application, why they match, and "Invite to apply" — a plain POST
 * form per person, so it works without JavaScript. Cards, not a table, so a
 * phone shows each whole.
 */
export function MatchingPeople({ people, canInvite }: { people: Person[]; canInvite: boolean }) {
  return (
    <ul className="space-y-3" aria-label="Matching people">
      {people.map((person) => (
        <li
          key={person.applicationId}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5"
        >
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-navy-900">
              <Link to={`/admin/applications/${person.applicationId}`} className={DETAIL_LINK}>
                {person.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Latest application: {person.jobTitle}
              {person.isGeneral ? " (talent pool)" : ""},{" "}
              <time dateTime={isoDate(person.appliedAt)}>{formatAdminDate(person.appliedAt)}</time>
            </p>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Why ${person.name} matches`}>
              {person.reasons.map((reason) => (
                <li
                  key={reason.label}
                  className={cn(
                    "rounded-full border px-2.5 py-0.5 text-xs font-medium",
                    REASON_TONE[reason.kind],
                  )}
                >
                  {reason.label}
                </li>
              ))}
            </ul>
          </div>
          <div className="shrink-0">
            {person.invitedAt ? (
              <p className="text-sm font-medium text-emerald-800">
                Invited on{" "}
                <time dateTime={isoDate(person.invitedAt)}>
                  {formatAdminDate(person.invitedAt)}
                </time>
              </p>
            ) : canInvite ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="applicationId" value={person.applicationId} />
                <SubmitButton
                  intent="invite"
                  pendingLabel="Sending…"
                  accessibleName={`Invite ${person.name} to apply`}
                  variant="secondary"
                  className="w-full sm:w-auto"
                >
                  <Send aria-hidden="true" className="size-4" />
                  Invite to apply
                </SubmitButton>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
