import { db, type Tx } from "~/db/client.server";
import { applicationNotes, statusEmailTemplates } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import type { MailOutbox } from "~/modules/mail/outgoing-mail.server";
import { defaultFromAddress } from "~/utils/mail.server";
import { written, type Result } from "~/utils/domain-result";
import { statusEmailMessage } from "./status-email-message.server";
import {
  STATUS_EMAIL_DEFAULTS,
  STATUS_EMAIL_KINDS,
  type StatusEmailKind,
  type StatusEmailTemplates,
} from "./status-email-schema";
import { assertActorMay } from "~/modules/roles/authorize";

/**
 * The short e-mail a recruiter may send a candidate when moving them to
 * Interview or Rejected (issue 15): templates editable in Settings, the
 * sending logged on the application as a note and in the audit log.
 */

export function isStatusEmailKind(status: string): status is StatusEmailKind {
  return (STATUS_EMAIL_KINDS as readonly string[]).includes(status);
}

/** Both templates: the saved ones, or the defaults. */
export async function getStatusEmailTemplates(): Promise<StatusEmailTemplates> {
  const rows = await db().select().from(statusEmailTemplates);
  const saved = new Map(rows.map((row) => [row.status, row]));
  const pick = (kind: StatusEmailKind) => {
    const row = saved.get(kind);
    return row ? { subject: row.subject, body: row.body } : STATUS_EMAIL_DEFAULTS[kind];
  };
  return { interview: pick("interview"), rejected: pick("rejected") };
}

export async function saveStatusEmailTemplates(
  actor: Actor,
  templates: StatusEmailTemplates,
): Promise<Result<null>> {
  assertActorMay(actor, "applications");
  await db().transaction(async (tx) => {
    await recordAudit({ action: "application.templates", actor: actor.user, ip: actor.ip }, tx);
    for (const kind of STATUS_EMAIL_KINDS) {
      const values = {
        ...templates[kind],
        updatedAt: new Date(),
        updatedBy: actor.user.email,
      };
      await tx
        .insert(statusEmailTemplates)
        .values({ status: kind, ...values })
        .onConflictDoUpdate({ target: statusEmailTemplates.status, set: values });
    }
  });
  return written(null);
}

/** `{firstName}` and friends replaced; unknown braces are left as typed. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : match,
  );
}

type Candidate = { id: string; firstName: string; email: string; jobTitle: string };

/** What a status e-mail needs from outside the transaction: the company and the templates. */
export type StatusEmailContext = {
  company: Awaited<ReturnType<typeof getCompanyInfo>>;
  templates: StatusEmailTemplates;
};

export async function statusEmailContext(): Promise<StatusEmailContext> {
  const [company, templates] = await Promise.all([getCompanyInfo(), getStatusEmailTemplates()]);
  return { company, templates };
}

/**
 * Adds the template for `kind`, addressed to the candidate, to the status
 * change's transaction, with its note on the application and its audit
 * entry: the change, the note, the entry and the e-mail are committed
 * together or not at all, and the e-mail is sent after the commit
 * (retried by the queue when the first try fails, see modules/mail).
 */
export async function queueStatusEmail(
  tx: Tx,
  outbox: MailOutbox,
  actor: Actor,
  application: Candidate,
  kind: StatusEmailKind,
  { company, templates }: StatusEmailContext,
): Promise<void> {
  assertActorMay(actor, "applications");
  const template = templates[kind];
  const values = {
    firstName: application.firstName,
    jobTitle: application.jobTitle,
    companyName: company.name,
  };
  const subject = fillTemplate(template.subject, values);
  const message = statusEmailMessage(subject, fillTemplate(template.body, values));
  await outbox.add(
    {
      from: defaultFromAddress(company.name),
      replyTo: company.email,
      to: application.email,
      ...message,
    },
    `status-${kind}`,
  );
  await tx.insert(applicationNotes).values({
    applicationId: application.id,
    authorId: actor.user.id,
    authorName: actor.user.name,
    body: `Emailed the candidate: “${subject}”`,
  });
  await recordAudit(
    {
      action: "application.email",
      actor: actor.user,
      target: { id: application.id },
      ip: actor.ip,
      details: { template: kind },
    },
    tx,
  );
}
