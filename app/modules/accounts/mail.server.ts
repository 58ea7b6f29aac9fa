import { getCompanyInfo } from "~/modules/company/company.server";
import { getEnv } from "~/utils/env.server";
import type { CompanyInfo } from "~/modules/company/company-info";
import { deliverMail, type OutgoingMail } from "~/modules/mail/outgoing-mail.server";
import { defaultFromAddress, type MailMessage } from "~/utils/mail.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { isStaffRole } from "~/modules/roles/roles";
import {
  accountApprovedEmail,
  alreadyRegisteredEmail,
  approvalRequestEmail,
  passwordResetEmail,
  twoFactorChangedEmail,
  verificationEmail,
  type TwoFactorChange,
} from "./emails.server";
import { listAdminEmails } from "./admins.server";

// A failed email is retried by the job queue (modules/mail), never thrown:
// the account change it announces has happened.
async function deliver(message: MailMessage, purpose: string) {
  const company = await getCompanyInfo();
  await deliverMail({ from: defaultFromAddress(company.name), ...message }, purpose);
}

export async function sendVerificationLink(account: { email: string; name?: string }, url: string) {
  await deliver(
    { to: account.email, ...verificationEmail(url, await getCompanyInfo(), account.name) },
    "verification",
  );
}

/** To the account that already has the address: greeted by its own name, not the one just typed. */
export async function sendExistingAccountNotice(account: { email: string; name?: string }) {
  const signInUrl = `${getEnv().PUBLIC_URL}/admin/login`;
  await deliver(
    {
      to: account.email,
      ...alreadyRegisteredEmail(signInUrl, await getCompanyInfo(), account.name),
    },
    "existing-account",
  );
}

/** After a verification link was used: audit it and ask the administrators to review. */
export async function notifyAccountVerified(
  account: { id: string; email: string; name: string; role?: string | null },
  ip: string | null,
) {
  await recordAudit({ action: "email.verified", actor: account, target: account, ip });
  if (isStaffRole(account.role)) return;
  const settingsUrl = `${getEnv().PUBLIC_URL}/admin/settings/users`;
  const message = approvalRequestEmail(account, settingsUrl, await getCompanyInfo());
  const admins = await listAdminEmails();
  await Promise.all(admins.map((to) => deliver({ to, ...message }, "approval-request")));
}

/** The single-use link to choose a new password (valid for `seconds`). */
export async function sendPasswordResetLink(
  account: { email: string; name?: string },
  url: string,
  seconds: number,
) {
  const minutes = Math.round(seconds / 60);
  const message = passwordResetEmail(url, minutes, await getCompanyInfo(), account.name);
  await deliver({ to: account.email, ...message }, "password-reset");
}

/**
 * Tells a new staff member they can sign in: the message, for the approval's
 * own transaction (`outbox.add`), so the approval and its e-mail are one.
 */
export function accountApprovedMail(
  account: { name: string; email: string },
  company: CompanyInfo,
): OutgoingMail {
  const signInUrl = `${getEnv().PUBLIC_URL}/admin/login`;
  return {
    from: defaultFromAddress(company.name),
    to: account.email,
    ...accountApprovedEmail(account, signInUrl, company),
  };
}

/** Tells the owner that a second factor was added or removed, or backup codes made. */
export async function sendTwoFactorChangeNotice(
  owner: { email: string; name?: string },
  change: TwoFactorChange,
  facts: { stillOn: boolean; ip: string },
) {
  const settingsUrl = `${getEnv().PUBLIC_URL}/admin/settings/two-factor`;
  const message = twoFactorChangedEmail(
    change,
    { ...facts, when: new Date(), settingsUrl, name: owner.name },
    await getCompanyInfo(),
  );
  await deliver({ to: owner.email, ...message }, "two-factor-change");
}
