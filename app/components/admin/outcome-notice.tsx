import { Notice } from "~/components/ui/notice";

/**
 * The answer to the last action on a page: its refusal, else the one-shot
 * confirmation of a saved change (post/redirect/get), else nothing.
 */
export function OutcomeNotice({
  error,
  notice,
  className,
}: {
  error?: string | null;
  notice?: string | null;
  className?: string;
}) {
  if (!error && !notice) return null;
  return (
    <Notice tone={error ? "error" : "success"} autoFocus className={className}>
      <p>{error ?? notice}</p>
    </Notice>
  );
}
