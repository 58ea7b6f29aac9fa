import type { CompanyInfo } from "~/content/company";
import { EmailShell, renderEmail, type Email } from "~/utils/email-layout.server";

// The emails repeat nothing a visitor typed except in the note to
// administrators (React escapes it), so sign-up cannot relay arbitrary text.

export function verificationEmail(url: string, company: CompanyInfo): Email {
  const subject = `Verify your email address — ${company.name}`;
  const text = [
    "Hello,",
    "",
    `Someone — hopefully you — created a staff account on the ${company.name} website with this email address. Open this link to verify the address (it is valid for 24 hours):`,
    "",
    url,
    "",
    "After verification an administrator still has to approve the account.",
    "If you did not sign up, you can ignore this email.",
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="Verify your email address">
      <p>Hello,</p>
      <p>
        Someone — hopefully you — created a staff account on the {company.name} website with this
        email address. Open this link to verify the address (it is valid for 24 hours):
      </p>
      <p>
        <a href={url}>Verify my email address</a>
      </p>
      <p style={{ wordBreak: "break-all", fontSize: "12px" }}>{url}</p>
      <p>After verification an administrator still has to approve the account.</p>
      <p>If you did not sign up, you can ignore this email.</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** Sent instead of a second account, so sign-up never reveals who is registered. */
export function alreadyRegisteredEmail(signInUrl: string, company: CompanyInfo): Email {
  const subject = `Your ${company.name} staff account`;
  const text = [
    "Hello,",
    "",
    `Someone tried to create a staff account on the ${company.name} website with this email address, but an account already exists. You can sign in here:`,
    "",
    signInUrl,
    "",
    "If this was not you, you can ignore this email; nothing has changed.",
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="You already have an account">
      <p>Hello,</p>
      <p>
        Someone tried to create a staff account on the {company.name} website with this email
        address, but an account already exists. You can <a href={signInUrl}>sign in here</a>.
      </p>
      <p>If this was not you, you can ignore this email; nothing has changed.</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** To every administrator once a new account has verified its address. */
export function approvalRequestEmail(
  account: { name: string; email: string },
  settingsUrl: string,
  company: CompanyInfo,
): Email {
  const subject = `New staff account awaiting approval — ${company.name}`;
  const text = [
    `${account.name} <${account.email}> verified their email address and is waiting for approval.`,
    "",
    `Review it under Users in the admin settings: ${settingsUrl}`,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="A new account is awaiting approval">
      <p>
        {account.name} &lt;{account.email}&gt; verified their email address and is waiting for
        approval.
      </p>
      <p>
        Review it under Users in the <a href={settingsUrl}>admin settings</a>.
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** The password-reset link (asked for on the sign-in page). */
export function passwordResetEmail(url: string, minutes: number, company: CompanyInfo): Email {
  const subject = `Reset your password — ${company.name}`;
  const text = [
    "Hello,",
    "",
    `Someone — hopefully you — asked to reset the password of your staff account on the ${company.name} website. Open this link to choose a new one (it works once, for ${minutes} minutes):`,
    "",
    url,
    "",
    "Choosing a new password signs you out everywhere else.",
    "If you did not ask for this, you can ignore this email; your password stays as it is.",
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="Reset your password">
      <p>Hello,</p>
      <p>
        Someone — hopefully you — asked to reset the password of your staff account on the{" "}
        {company.name} website. Open this link to choose a new one (it works once, for {minutes}{" "}
        minutes):
      </p>
      <p>
        <a href={url}>Choose a new password</a>
      </p>
      <p style={{ wordBreak: "break-all", fontSize: "12px" }}>{url}</p>
      <p>Choosing a new password signs you out everywhere else.</p>
      <p>If you did not ask for this, you can ignore this email; your password stays as it is.</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** To a new staff member once an administrator approved the account. */
export function accountApprovedEmail(
  account: { name: string },
  signInUrl: string,
  company: CompanyInfo,
): Email {
  const subject = `Your staff account is approved — ${company.name}`;
  const text = [
    `Hello ${account.name},`,
    "",
    `An administrator approved your staff account on the ${company.name} website. You can sign in now:`,
    "",
    signInUrl,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="Your account is approved">
      <p>Hello {account.name},</p>
      <p>
        An administrator approved your staff account on the {company.name} website. You can{" "}
        <a href={signInUrl}>sign in now</a>.
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}
