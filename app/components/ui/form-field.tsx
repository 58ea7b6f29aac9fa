import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export const INPUT_CLASSES =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-xs placeholder:text-slate-500 transition-colors focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30 sm:text-sm";

/**
 * The staff stylesheet's one class for INPUT_CLASSES (app/admin.css): a long
 * staff form (the page editor) repeats a control hundreds of times, so it
 * names the style instead of listing it. Staff pages only.
 */
export const STAFF_INPUT_CLASS = "staff-input";

type FormFieldProps = {
  label: ReactNode;
  htmlFor: string;
  required?: boolean;
  /** Messages for this field; shown below it and referenced by errorId. */
  errors?: string[];
  errorId: string;
  /** The control's name, for the browser scripts (`data-error-for`, docs/architecture.md). */
  errorFor?: string;
  className?: string;
  children: ReactNode;
};

export function FormField({
  label,
  htmlFor,
  required,
  errors,
  errorId,
  errorFor,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-navy-900">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      <div className="mt-1.5">{children}</div>
      <FieldErrors id={errorId} errors={errors} errorFor={errorFor} />
    </div>
  );
}

/**
 * A control's messages. `errorFor` names the control: a browser script finds
 * the box by it (`[data-error-for="<name>"]`) to show its own messages.
 */
export function FieldErrors({
  id,
  errors,
  errorFor,
}: {
  id: string;
  errors?: string[];
  errorFor?: string;
}) {
  return (
    <div
      id={id}
      data-error-for={errorFor}
      className={cn("text-sm text-red-700", errors?.length ? "mt-1.5" : "")}
    >
      {errors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
