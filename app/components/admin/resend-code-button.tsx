import { useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { RefreshCw } from "~/components/ui/icons";

type ResendCodeButtonProps = {
  /** Seconds until the server sends again (SMS_RESEND_SECONDS after the last text), as loaded. */
  waitSeconds: number;
  /** Which text the wait belongs to (when it was sent): a new text starts the count again. */
  sentAt: string | null;
  intent: string;
  className?: string;
};

/**
 * "Resend code", counting down the wait the server enforces. Disabled only
 * once hydrated (the count needs the browser): without JavaScript it stays
 * usable and an early click is answered with the seconds left.
 */
export function ResendCodeButton({
  waitSeconds,
  sentAt,
  intent,
  className,
}: ResendCodeButtonProps) {
  const hydrated = useHydrated();
  // The count of one text: a new text (sentAt) starts from the loaded wait again.
  const [count, setCount] = useState({ sentAt, left: waitSeconds });
  if (count.sentAt !== sentAt) setCount({ sentAt, left: waitSeconds });
  const left = count.sentAt === sentAt ? count.left : waitSeconds;
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const until = Date.now() + waitSeconds * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setCount({ sentAt, left: seconds });
      if (seconds === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [waitSeconds, sentAt]);
  const waiting = left > 0;
  return (
    <SubmitButton
      intent={intent}
      variant="secondary"
      pendingLabel="Sending..."
      disabled={hydrated && waiting}
      className={className}
    >
      <RefreshCw aria-hidden="true" className="h-4 w-4" />
      {waiting ? `Resend code in ${left} s` : "Resend code"}
    </SubmitButton>
  );
}
