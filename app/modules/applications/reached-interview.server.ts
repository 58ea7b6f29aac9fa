import { sql } from "drizzle-orm";
import { applications, auditLog } from "~/db/schema";

/**
 * An application reached the interview: it is there now or later, or was
 * moved to it once (its status history, the audit log's application.status
 * entries). Shared by the tracking links' rows and the funnels.
 */
export const reachedInterview = sql`(${applications.status} in ('interview', 'offer', 'hired') or exists (
  select 1 from ${auditLog} where ${auditLog.action} = 'application.status'
    and ${auditLog.targetId} = ${applications.id}::text and ${auditLog.details}->>'to' = 'interview'))`;
