import type { ReactNode } from "react";
import { Notice } from "~/components/ui/notice";
import { SettingsHeader } from "./settings-nav";

type SettingsPageProps = {
  description: string;
  /** The one-shot confirmation after a saved change (post/redirect/get). */
  notice?: string | null;
  /** A refusal that belongs to no single field. */
  error?: string;
  children: ReactNode;
};

/** One account Settings tab: the header and tabs, its messages, then its card. */
export function SettingsPage({ description, notice, error, children }: SettingsPageProps) {
  return (
    <>
      <SettingsHeader description={description} />
      <div className="mt-8 max-w-2xl space-y-6">
        {notice ? (
          <Notice tone="success" autoFocus>
            <p>{notice}</p>
          </Notice>
        ) : null}
        {error ? (
          <Notice tone="error" autoFocus>
            <p>{error}</p>
          </Notice>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </>
  );
}
