import type { SubmissionResult } from "@conform-to/react";
import { Notice } from "~/components/ui/notice";
import type { SettingsSection as SectionId } from "~/modules/accounts/settings-notices";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { SettingsSection } from "./settings-section";
import { TwoFactorPanel } from "./two-factor-panel";
import { UsersList, type AccountRow } from "./users-list";

/** Which form an action answer belongs to (each section shows only its own). */
export type SettingsForm =
  | "profile"
  | "password"
  | "enable-two-factor"
  | "confirm-two-factor"
  | "disable-two-factor"
  | "users";

export type SettingsActionData = {
  form: SettingsForm;
  result?: SubmissionResult<string[]>;
  message?: string;
  backupCodes?: string[];
};

type AccountSettingsProps = {
  me: { id: string; name: string; email: string };
  twoFactor: "off" | "pending" | "on";
  pendingSetup: { uri: string; secret: string; qrCode: string } | null;
  accounts: AccountRow[];
  confirmRemove: string | null;
  notice: { section: SectionId; text: string } | null;
  actionData?: SettingsActionData;
};

/** Settings › Account and access: profile, password, two-factor and users. */
export function AccountSettings({
  me,
  twoFactor,
  pendingSetup,
  accounts,
  confirmRemove,
  notice,
  actionData,
}: AccountSettingsProps) {
  const lastResult = (form: SettingsForm) =>
    actionData?.form === form ? actionData.result : undefined;
  const noticeFor = (section: SectionId) =>
    notice && notice.section === section && !actionData ? (
      <Notice tone="success" className="mb-6" autoFocus>
        <p>{notice.text}</p>
      </Notice>
    ) : null;

  return (
    <div className="mt-10 space-y-10">
      <SettingsSection id="profile" title="Profile" description="The name shown in the admin area.">
        {noticeFor("profile")}
        <ProfileForm name={me.name} email={me.email} lastResult={lastResult("profile")} />
      </SettingsSection>

      <SettingsSection
        id="password"
        title="Password"
        description="Changing it signs you out on every other device."
      >
        {noticeFor("password")}
        <PasswordForm lastResult={lastResult("password")} />
      </SettingsSection>

      <SettingsSection
        id="two-factor"
        title="Two-factor authentication"
        description="A 6-digit code from an authenticator app on every sign-in, with backup codes for emergencies."
      >
        {noticeFor("two-factor")}
        <TwoFactorPanel
          status={twoFactor}
          pendingSetup={pendingSetup}
          backupCodes={actionData?.backupCodes}
          message={actionData?.form.endsWith("two-factor") ? actionData.message : undefined}
          lastResult={lastResult}
        />
      </SettingsSection>

      <SettingsSection
        id="users"
        title="Users"
        description="Everyone with an account. New accounts verify their email, then wait for an administrator's approval."
      >
        {noticeFor("users")}
        {actionData?.form === "users" && actionData.message ? (
          <Notice tone="error" className="mb-6" autoFocus>
            <p>{actionData.message}</p>
          </Notice>
        ) : null}
        <UsersList accounts={accounts} meId={me.id} confirmRemove={confirmRemove} />
      </SettingsSection>
    </div>
  );
}
