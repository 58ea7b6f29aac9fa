import type { ReactNode } from "react";
import { cn } from "~/utils/cn";
import { AlertCircle, CheckCircle2, Info } from "./icons";

type Tone = "success" | "error" | "info";

const TONES: Record<Tone, { box: string; icon: typeof Info }> = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: CheckCircle2 },
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: AlertCircle },
  info: { box: "border-brand-200 bg-brand-50 text-navy-900", icon: Info },
};

type NoticeProps = {
  tone: Tone;
  children: ReactNode;
  id?: string;
  className?: string;
  /** Move focus here when it appears (server answers without JavaScript land at the top). */
  autoFocus?: boolean;
};

/**
 * An on-page message: errors are announced at once (role=alert), the rest
 * politely (role=status).
 */
export function Notice({ tone, children, id, className, autoFocus }: NoticeProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={autoFocus ? -1 : undefined}
      autoFocus={autoFocus}
      className={cn("flex gap-3 rounded-lg border p-4 text-sm", box, className)}
    >
      <Icon aria-hidden="true" className="mt-px h-5 w-5 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}
