import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications } from "~/db/schema";
import { CANDIDATE_DATA_PATH } from "~/modules/applications/candidate-link-paths";
import {
  findWorkingLink,
  issueCandidateLink,
  useOneTimeLink,
  type WorkingLink,
} from "~/modules/applications/candidate-links.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { CompanyInfo } from "~/modules/company/company-info";
import { transactionWithMail } from "~/modules/mail/outgoing-mail.server";
import {
  CANDIDATE_ACTOR,
  eraseOwnPersonData,
  exportOwnPersonData,
  type PersonExport,
} from "~/modules/privacy/person-data.server";
import { refused, written, type Result } from "~/utils/domain-result";
import { getEnv } from "~/utils/env.server";
import { defaultFromAddress } from "~/utils/mail.server";
import { CANDIDATE_MESSAGES, DATA_REQUEST_LINK_HOURS } from "./candidate-status-schema";
import { dataRequestEmail } from "./emails.server";

/**
 * A copy or an erasure of the candidate's data, asked for on the status
 * page and confirmed from the application's mailbox: the status link alone
 * (a forwarded e-mail, a shared screen) never hands over or deletes
 * anything. The confirmation runs the admin's own export and erasure
 * (modules/privacy), for every record of that address.
 */

type DataRequestKind = "export" | "erase";

const HOUR_MS = 60 * 60 * 1000;

/** Sends the confirmation link to the application's address; a newer request replaces an older one. */
export async function requestDataAction(
  statusToken: string | undefined,
  kind: DataRequestKind,
  ip: string,
  company: CompanyInfo,
  now = new Date(),
): Promise<Result<{ kind: DataRequestKind }>> {
  const link = await findWorkingLink(statusToken, "status", now);
  if (!link) return refused("not-found", CANDIDATE_MESSAGES.unreadable);
  const { value: sent } = await transactionWithMail(async (tx, outbox) => {
    const [row] = await tx
      .select({ email: applications.email, firstName: applications.firstName })
      .from(applications)
      .where(eq(applications.id, link.applicationId))
      .limit(1);
    if (!row) return false;
    const token = await issueCandidateLink(
      tx,
      link.applicationId,
      kind,
      new Date(now.getTime() + DATA_REQUEST_LINK_HOURS * HOUR_MS),
      now,
    );
    await outbox.add(
      {
        from: defaultFromAddress(company.name),
        to: row.email,
        ...dataRequestEmail(
          kind,
          {
            firstName: row.firstName,
            url: `${getEnv().PUBLIC_URL}${CANDIDATE_DATA_PATH}${token}`,
          },
          company,
        ),
      },
      `candidate-${kind}`,
    );
    await recordAudit(
      {
        action: "person.request",
        actorEmail: CANDIDATE_ACTOR,
        target: { id: link.applicationId },
        ip,
        details: { kind },
      },
      tx,
    );
    return true;
  });
  if (!sent) return refused("not-found", CANDIDATE_MESSAGES.unreadable);
  return written({ kind });
}

async function workingDataLink(
  token: string | undefined,
  now: Date,
): Promise<(WorkingLink & { kind: DataRequestKind }) | null> {
  for (const kind of ["export", "erase"] as const) {
    const link = await findWorkingLink(token, kind, now);
    if (link) return { ...link, kind };
  }
  return null;
}

/** What a working confirmation link would do, for its page; null for any other token. */
export async function getDataRequest(
  token: string | undefined,
  now = new Date(),
): Promise<{ kind: DataRequestKind; jobTitle: string } | null> {
  const link = await workingDataLink(token, now);
  if (!link) return null;
  const [row] = await db()
    .select({ jobTitle: applications.jobTitle })
    .from(applications)
    .where(eq(applications.id, link.applicationId))
    .limit(1);
  return row ? { kind: link.kind, jobTitle: row.jobTitle } : null;
}

type DataRequestDone = { kind: "export"; file: PersonExport } | { kind: "erase" };

/**
 * Carries out a confirmed request of that kind, once: the link is used up
 * before the work starts, so a second click finds nothing.
 */
export async function confirmDataRequest(
  token: string | undefined,
  kind: DataRequestKind,
  ip: string,
  now = new Date(),
): Promise<Result<DataRequestDone>> {
  const claimed = await db().transaction(async (tx) => {
    const link = await findWorkingLink(token, kind, now, tx);
    if (!link || !(await useOneTimeLink(tx, link.id, now))) return null;
    const [row] = await tx
      .select({ email: applications.email })
      .from(applications)
      .where(eq(applications.id, link.applicationId))
      .limit(1);
    return row ? { kind, email: row.email } : null;
  });
  if (!claimed) return refused("not-found", CANDIDATE_MESSAGES.unreadable);
  if (claimed.kind === "erase") {
    await eraseOwnPersonData(claimed.email, ip);
    return written({ kind: "erase" as const });
  }
  return written({ kind: "export" as const, file: await exportOwnPersonData(claimed.email, ip) });
}
