import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Loader2 } from "~/components/ui/icons";

type SubmitButtonProps = {
  intent: string;
  children: ReactNode;
  pendingLabel: string;
  variant?: "primary" | "secondary" | "danger";
  /** For row actions: the accessible name when the visible text is not enough. */
  label?: string;
  className?: string;
};

/** A submit button that carries its intent and shows progress while its form is sent. */
export function SubmitButton({
  intent,
  children,
  pendingLabel,
  variant = "primary",
  label,
  className,
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      disabled={pending}
      aria-label={label}
      className={className}
    >
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
