import { EmailShell, renderEmail, type Email } from "~/utils/email-layout.server";
import { formatCount } from "~/utils/counts";
import { formatAdminDate } from "~/utils/dates";

export type DigestApplication = {
  name: string;
  jobTitle: string;
  receivedAt: Date | string;
  businessDays: number;
  url: string;
};

type DigestInput = {
  /** Every overdue application; `listed` holds the oldest of them. */
  total: number;
  listed: DigestApplication[];
  targetDays: number;
  inboxUrl: string;
};

const line = (row: DigestApplication) =>
  `${row.name} – ${row.jobTitle} – received ${formatAdminDate(row.receivedAt)}, ${formatCount(row.businessDays, "business day")} ago`;

/** The daily digest of overdue applications, oldest first, each with its link. */
export function overdueDigestEmail({ total, listed, targetDays, inboxUrl }: DigestInput): Email {
  const subject = `${formatCount(total, "application")} past the response target`;
  const intro = `${formatCount(total, "application")} waited more than ${formatCount(targetDays, "business day")} without an answer. Move each one along, or close it, so no candidate is left waiting.`;
  const more =
    total > listed.length
      ? `The oldest ${listed.length} are listed here; see them all:`
      : "All of them:";
  const text = [
    intro,
    "",
    ...listed.flatMap((row) => [line(row), row.url, ""]),
    more,
    inboxUrl,
    "",
  ].join("\n");
  const html = renderEmail(
    <EmailShell title={subject}>
      <p>{intro}</p>
      <ul>
        {listed.map((row) => (
          <li key={row.url}>
            <a href={row.url}>{row.name}</a> – {row.jobTitle} – received{" "}
            {formatAdminDate(row.receivedAt)}, {formatCount(row.businessDays, "business day")} ago
          </li>
        ))}
      </ul>
      <p>
        {more} <a href={inboxUrl}>{inboxUrl}</a>
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}
