import { AlertCircle } from "~/components/ui/icons";

/**
 * The message box above a form. Server answers land at the top of the page
 * without JavaScript: autofocus brings the summary into view and to screen
 * readers.
 */
export function FormErrorSummary({ id, messages }: { id: string; messages: string[] }) {
  if (!messages.length) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      autoFocus
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}

/** Form-level messages plus a generic one when the server rejected fields. */
export function summaryMessages(
  formErrors: string[] | undefined,
  lastResult: { error?: Record<string, string[] | null> | null } | undefined,
  invalidMessage: string,
): string[] {
  const serverFieldErrors = Object.entries(lastResult?.error ?? {}).some(
    ([name, errors]) => name !== "" && errors?.length,
  );
  return [
    ...(formErrors ?? []),
    ...(serverFieldErrors && !formErrors?.length ? [invalidMessage] : []),
  ];
}
