import { and, countDistinct, desc, eq, ne, sql, type AnyColumn } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, inquiries } from "~/db/schema";
import { personEmail } from "./person-email";
import type { PersonHistory } from "./person-history";

/**
 * The same person: the column's address lower-cased is theirs (the forms store
 * addresses trimmed). The very test the privacy export and erasure use.
 */
const samePerson = (column: AnyColumn, email: string) =>
  eq(sql`lower(${column})`, personEmail(email));

/** Most a detail page lists of one kind; a person with more is rare and the newest matter. */
export const PERSON_HISTORY_LIMIT = 50;

/**
 * The person's other applications and inquiries, newest first — without
 * the record being looked at (`except`).
 */
export async function personHistory(
  email: string,
  except: { applicationId?: string; inquiryId?: string } = {},
): Promise<PersonHistory> {
  const [applicationRows, inquiryRows] = await Promise.all([
    db()
      .select({
        id: applications.id,
        jobTitle: applications.jobTitle,
        isGeneral: applications.isGeneral,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(
        and(
          samePerson(applications.email, email),
          except.applicationId ? ne(applications.id, except.applicationId) : undefined,
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(PERSON_HISTORY_LIMIT),
    db()
      .select({
        id: inquiries.id,
        company: inquiries.company,
        service: inquiries.service,
        status: inquiries.status,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(
        and(
          samePerson(inquiries.email, email),
          except.inquiryId ? ne(inquiries.id, except.inquiryId) : undefined,
        ),
      )
      .orderBy(desc(inquiries.createdAt))
      .limit(PERSON_HISTORY_LIMIT),
  ]);
  return { applications: applicationRows, inquiries: inquiryRows };
}

/** The talent pool in people: general applications counted once per person. */
export async function countTalentPoolPeople(): Promise<number> {
  const [row] = await db()
    .select({ people: countDistinct(sql`lower(${applications.email})`) })
    .from(applications)
    .where(eq(applications.isGeneral, true));
  return row?.people ?? 0;
}
