import { greeting } from "~/utils/greeting";
import type { CompanyInfo } from "~/modules/company/company-info";
import { EmailShell, FieldTable, renderEmail, type Email } from "~/utils/email-layout.server";

// The emails repeat nothing a visitor typed except in the note to
// administrators (React escapes it) and a first name that reads as one
// (utils/greeting), so sign-up cannot relay arbitrary text.

export function verificationEmail(url: string, company: CompanyInfo, name?: string): Email {
  const hello = greeting(name);
  const subject = `Verify your email address — ${company.name}`;
  const text = [
    hello,
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
      <p>{hello}</p>
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
export function alreadyRegisteredEmail(
  signInUrl: string,
  company: CompanyInfo,
  name?: string,
): Email {
  const hello = greeting(name);
  const subject = `Your ${company.name} staff account`;
  const text = [
    hello,
    "",
    `Someone tried to create a staff account on the ${company.name} website with this email address, but an account already exists. You can sign in here:`,
    "",
    signInUrl,
    "",
    "If this was not you, you can ignore this email; nothing has changed.",
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="You already have an account">
      <p>{hello}</p>
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
export function passwordResetEmail(
  url: string,
  minutes: number,
  company: CompanyInfo,
  name?: string,
): Email {
  const hello = greeting(name);
  const subject = `Reset your password — ${company.name}`;
  const text = [
    hello,
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
      <p>{hello}</p>
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
  const hello = greeting(account.name);
  const text = [
    hello,
    "",
    `An administrator approved your staff account on the ${company.name} website. You can sign in now:`,
    "",
    signInUrl,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="Your account is approved">
      <p>{hello}</p>
      <p>
        An administrator approved your staff account on the {company.name} website. You can{" "}
        <a href={signInUrl}>sign in now</a>.
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/**
 * What changed in an account's second factors (every change is e-mailed to
 * its owner). Backup codes are made only with an authenticator app, so its
 * "added" message covers them; there is no separate way to make new ones.
 */
export type TwoFactorChange =
  | { kind: "app-added" }
  | { kind: "app-removed" }
  | { kind: "sms-added"; phone: string }
  | { kind: "sms-removed"; phone: string };

const CHANGE_SUBJECTS: Record<TwoFactorChange["kind"], string> = {
  "app-added": "An authenticator app was added",
  "app-removed": "Your authenticator app was removed",
  "sms-added": "Text-message codes were turned on",
  "sms-removed": "Text-message codes were turned off",
};

function changeSentence(change: TwoFactorChange): string {
  switch (change.kind) {
    case "app-added":
      return "An authenticator app was added as a second factor, with ten new backup codes.";
    case "app-removed":
      return "The authenticator app and its backup codes were removed from your account.";
    case "sms-added":
      return `Sign-in codes by text message to the number ${change.phone} were turned on.`;
    case "sms-removed":
      return `Sign-in codes by text message were turned off and the number ${change.phone} removed.`;
  }
}

/**
 * To the account's owner after any change to its second factors: someone
 * with the password and a session (a stolen laptop) must not change them
 * unnoticed. Says whether sign-in still asks for a second factor.
 */
export function twoFactorChangedEmail(
  change: TwoFactorChange,
  facts: { stillOn: boolean; when: Date; ip: string; settingsUrl: string; name?: string },
  company: CompanyInfo,
): Email {
  const subject = `${CHANGE_SUBJECTS[change.kind]} — ${company.name}`;
  const hello = greeting(facts.name);
  const sentence = changeSentence(change);
  const state = facts.stillOn
    ? "Signing in still asks for a second factor."
    : "Signing in now asks for your password only: two-factor authentication is off.";
  const when = `${facts.when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const warning =
    "If this was not you, someone has your password and a signed-in session: reset your password from the sign-in page, which signs you out everywhere, and tell an administrator.";
  const text = [
    hello,
    "",
    `The two-factor authentication of your staff account on the ${company.name} website changed:`,
    "",
    sentence,
    state,
    "",
    `When: ${when}`,
    `From the address: ${facts.ip}`,
    "",
    `Your settings: ${facts.settingsUrl}`,
    "",
    "If this was you, there is nothing to do.",
    warning,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title={CHANGE_SUBJECTS[change.kind]}>
      <p>{hello}</p>
      <p>
        The two-factor authentication of your staff account on the {company.name} website changed:
      </p>
      <p>
        <strong>{sentence}</strong> {state}
      </p>
      <FieldTable
        rows={[
          ["When", when],
          ["From the address", facts.ip],
        ]}
      />
      <p>
        Your settings: <a href={facts.settingsUrl}>{facts.settingsUrl}</a>
      </p>
      <p>If this was you, there is nothing to do.</p>
      <p>{warning}</p>
    </EmailShell>,
  );
  return { subject, text, html };
}
