import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { ShieldCheck, ShieldOff } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { BackupCodesSheet } from "./backup-codes-sheet";
import { ConfirmCodeForm } from "./confirm-code-form";
import { PasswordActionForm } from "./password-action-form";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { Form } from "react-router";

type BackupSheet = { text: string; fileName: string };

type PendingSetup = { uri: string; secret: string; qrCode: string };

/** Which of the panel's forms an action answer belongs to. */
export type TwoFactorForm = "enable-two-factor" | "confirm-two-factor" | "disable-two-factor";

type TwoFactorPanelProps = {
  status: "off" | "pending" | "on";
  /** Accounts made by a provider sign-in have no password to confirm with. */
  hasPassword: boolean;
  /** Text-message codes are on (Settings › Text message): two-factor is on without the app. */
  smsOn: boolean;
  pendingSetup: PendingSetup | null;
  /** Present only in the answer that turned two-factor on. */
  backupCodes?: { codes: string[]; sheet: BackupSheet };
  lastResult: (form: TwoFactorForm) => SubmissionResult<string[]> | undefined;
};

function StatusLine({ on }: { on: boolean }) {
  const Icon = on ? ShieldCheck : ShieldOff;
  return (
    <p className="flex items-center gap-2 font-medium text-navy-900">
      <Icon
        aria-hidden="true"
        className={on ? "h-5 w-5 text-emerald-600" : "h-5 w-5 text-slate-500"}
      />
      Two-factor authentication is {on ? "on" : "off"}.
    </p>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function BackupCodes({ codes, sheet }: { codes: string[]; sheet: BackupSheet }) {
  return (
    <div className="space-y-5">
      <Notice tone="success" autoFocus>
        <p>{SETTINGS_MESSAGES.twoFactorEnabled}</p>
      </Notice>
      <div>
        <h3 className="text-base font-semibold text-navy-900">Save your backup codes</h3>
        <p className="mt-1 text-sm text-slate-600">
          If you lose your phone, each of these codes signs you in once. Store them somewhere safe,
          such as a password manager — they are shown only this once.
        </p>
      </div>
      <BackupCodesSheet codes={codes} sheet={sheet.text} fileName={sheet.fileName} />
      <Link
        to={SETTINGS_PATHS.twoFactor}
        className="inline-flex rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        I have saved my backup codes
      </Link>
    </div>
  );
}

function Setup({
  setup,
  lastResult,
}: {
  setup: PendingSetup;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <div className="space-y-6">
      <ol className="space-y-6">
        <li>
          <h3 className="text-base font-semibold text-navy-900">1. Scan the QR code</h3>
          <p className="mt-1 text-sm text-slate-600">
            Use an authenticator app such as Google Authenticator, Microsoft Authenticator,
            1Password or Authy.
          </p>
          <img
            src={setup.qrCode}
            alt="QR code for adding this account to an authenticator app"
            width={176}
            height={176}
            className="mt-4 h-44 w-44 rounded-lg border border-slate-200 bg-white p-2"
          />
        </li>
        <li>
          <h3 className="text-base font-semibold text-navy-900">2. Or enter the key by hand</h3>
          <p className="mt-1 text-sm text-slate-600">Setup key (time-based, 6 digits):</p>
          <p className="mt-2 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-navy-900">
            <code data-testid="totp-secret">{grouped(setup.secret)}</code>
          </p>
          <p className="mt-3 text-sm text-slate-600">Setup link:</p>
          <p className="mt-2 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-navy-900">
            <code data-testid="totp-uri">{setup.uri}</code>
          </p>
        </li>
        <li>
          <h3 className="text-base font-semibold text-navy-900">3. Enter the code from the app</h3>
          <ConfirmCodeForm lastResult={lastResult} />
        </li>
      </ol>
      <Form method="post" className="border-t border-slate-200 pt-5">
        <SubmitButton intent="cancel-two-factor" pendingLabel="Cancelling..." variant="secondary">
          Cancel setup
        </SubmitButton>
      </Form>
    </div>
  );
}

/** Turning two-factor on or off, confirmed with the password when the account has one. */
function ConfirmedAction({
  hasPassword,
  ...props
}: Parameters<typeof PasswordActionForm>[0] & { hasPassword: boolean }) {
  if (hasPassword) return <PasswordActionForm {...props} />;
  return (
    <Form method="post">
      <SubmitButton intent={props.intent} pendingLabel={props.pendingLabel} variant={props.variant}>
        {props.children}
      </SubmitButton>
    </Form>
  );
}

export function TwoFactorPanel({
  status,
  hasPassword,
  smsOn,
  pendingSetup,
  backupCodes,
  lastResult,
}: TwoFactorPanelProps) {
  if (backupCodes?.codes.length) {
    return <BackupCodes codes={backupCodes.codes} sheet={backupCodes.sheet} />;
  }
  return (
    <div className="space-y-5">
      {status === "pending" && pendingSetup ? (
        <Setup setup={pendingSetup} lastResult={lastResult("confirm-two-factor")} />
      ) : status === "on" ? (
        <>
          <StatusLine on />
          <p className="text-sm text-slate-600">
            Each sign-in asks for a code from your authenticator app, or one of your backup codes.
            {hasPassword ? " To turn it off, confirm with your password." : null}
          </p>
          <ConfirmedAction
            hasPassword={hasPassword}
            intent="disable-two-factor"
            pendingLabel="Turning off..."
            variant="secondary"
            lastResult={lastResult("disable-two-factor")}
          >
            Turn off two-factor authentication
          </ConfirmedAction>
        </>
      ) : (
        <>
          <StatusLine on={smsOn} />
          {smsOn ? (
            <p className="text-sm text-slate-600">
              Sign-in asks for a code by text message (
              <Link
                to={SETTINGS_PATHS.textMessage}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Text message
              </Link>
              ). You can add an authenticator app as well.
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            {hasPassword
              ? "Confirm with your password to get a QR code for your authenticator app."
              : "Get a QR code for your authenticator app."}
          </p>
          <ConfirmedAction
            hasPassword={hasPassword}
            intent="enable-two-factor"
            pendingLabel="Preparing..."
            lastResult={lastResult("enable-two-factor")}
          >
            Turn on two-factor authentication
          </ConfirmedAction>
        </>
      )}
    </div>
  );
}
