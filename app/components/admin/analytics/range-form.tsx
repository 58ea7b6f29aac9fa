import { Form } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { CUSTOM_RANGE, RANGE_PRESETS, type DateRange } from "~/modules/analytics/analytics-range";

const RANGE_OPTIONS = [
  ...RANGE_PRESETS.map((preset) => [preset.value, preset.label] as const),
  [CUSTOM_RANGE, "Custom dates"] as const,
];

/**
 * The period shown: a preset, or custom dates (used when "Custom dates" is
 * chosen, or when only the dates are filled in). A plain GET form, so every
 * view has its own address and works without JavaScript.
 */
export function RangeForm({
  range,
  error,
  keep = {},
}: {
  range: DateRange;
  error: string | null;
  /** Other query values the page keeps when the period changes (the Funnels page's job). */
  keep?: Record<string, string>;
}) {
  const errorId = "analytics-range-error";
  const invalid = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <Form
      method="get"
      aria-label="Choose the period"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:flex lg:items-end"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="sm:col-span-3 lg:w-56">
        <label htmlFor="analytics-range" className="block text-sm font-medium text-navy-900">
          Period
        </label>
        <select
          id="analytics-range"
          name="range"
          defaultValue={range.choice}
          className={`${INPUT_CLASSES} mt-1.5`}
        >
          {RANGE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:w-44">
        <label htmlFor="analytics-from" className="block text-sm font-medium text-navy-900">
          From (custom)
        </label>
        <input
          id="analytics-from"
          type="date"
          name="from"
          defaultValue={range.from}
          className={`${INPUT_CLASSES} mt-1.5`}
          {...invalid}
        />
      </div>
      <div className="lg:w-44">
        <label htmlFor="analytics-to" className="block text-sm font-medium text-navy-900">
          To (custom)
        </label>
        <input
          id="analytics-to"
          type="date"
          name="to"
          defaultValue={range.to}
          className={`${INPUT_CLASSES} mt-1.5`}
          {...invalid}
        />
      </div>
      <div>
        <SubmitButton pendingLabel="Showing…" variant="secondary">
          Show
        </SubmitButton>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-medium text-red-700 sm:col-span-3 lg:self-center"
        >
          {error} Showing the last 30 days instead.
        </p>
      ) : null}
    </Form>
  );
}
