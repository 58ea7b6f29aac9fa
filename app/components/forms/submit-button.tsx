import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Loader2 } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

export type SubmitButtonProps = {
  /** What the button shows (an icon and its text). */
  children: ReactNode;
  /** Shown with a spinner, instead of the children, while the form posts. */
  pendingLabel: string;
  /** Whether the form is posting, when the page knows it. */
  submitting?: boolean;
  /** Sent as `intent=<value>` (on staff pages the button shows progress while a form with it posts). */
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  /** `lg`: a form's main button, full width on phones. */
  size?: "md" | "lg";
  /** Full width at every size: the one button of a narrow card (signing in). */
  fullWidth?: boolean;
  /** The accessible name, for row actions whose visible text is not enough. */
  accessibleName?: string;
  /** Not yet usable (a resend's waiting time), besides while its form posts. */
  disabled?: boolean;
  className?: string;
  /** Posts elsewhere than the form's action (a preview in a new tab), unchecked. */
  elsewhere?: { action: string; target: string };
};

/**
 * The one submit button of every form. While its form posts it is
 * `data-pending` and disabled — from `submitting` on the hydrated staff pages
 * (components/admin/forms/submit-button.tsx also reads it from the
 * navigation by `intent`), and by app/browser/form-validation.ts on the
 * public ones — and the spinner and the pending label replace its content.
 */
export function SubmitButton({
  children,
  pendingLabel,
  submitting = false,
  intent,
  variant = "primary",
  size = "md",
  fullWidth = false,
  accessibleName,
  disabled = false,
  className,
  elsewhere,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      name={intent === undefined ? undefined : "intent"}
      value={intent}
      disabled={submitting || disabled}
      data-pending={submitting ? "" : undefined}
      aria-label={accessibleName}
      formAction={elsewhere?.action}
      formTarget={elsewhere?.target}
      formNoValidate={elsewhere ? true : undefined}
      className={cn(
        "group/submit",
        fullWidth ? "w-full" : size === "lg" && "w-full sm:w-auto",
        className,
      )}
    >
      <Loader2
        aria-hidden="true"
        className={cn(
          "hidden animate-spin group-data-pending/submit:block",
          size === "lg" ? "size-5" : "size-4",
        )}
      />
      <span className="contents group-data-pending/submit:hidden">{children}</span>
      <span className="hidden group-data-pending/submit:inline">{pendingLabel}</span>
    </Button>
  );
}
