import { Notice } from "~/components/ui/notice";

/** Form-level errors (e.g. a lockout) above a settings form. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Notice tone="error" id={id} autoFocus>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </Notice>
  );
}
