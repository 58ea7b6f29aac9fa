import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { Button } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form-field";
import { ChevronDown, Plus, Trash2 } from "~/components/ui/icons";
import {
  COMPANY_LIMITS,
  MAX_OFFICES,
  type CompanySettingsInput,
} from "~/modules/company/company-schema";
import { cn } from "~/utils/cn";
import { CompanyField } from "./company-field";

type OfficeFields = NonNullable<CompanySettingsInput["offices"]>;

type OfficesEditorProps = {
  form: FormMetadata<CompanySettingsInput, string[]>;
  field: FieldMetadata<OfficeFields, CompanySettingsInput, string[]>;
};

/** Which control takes focus once the list has changed (by JavaScript): keyboard users stay put. */
type FocusAfter = { index: number; control: "up" | "down" | "first" };

const ROW_BUTTON =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-navy-900 transition-colors hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-200 disabled:hover:text-navy-900";

/**
 * Settings › Company's offices: any number, in the order the site lists
 * them, one of them primary. Add, remove, move up and down are Conform's
 * list intents: with JavaScript they change the form in place; without, the
 * button posts the form and the page comes back with the list changed and
 * every typed value kept. Ticking "Primary office" clears the others (with
 * JavaScript; without, the schema asks for exactly one).
 */
export function OfficesEditor({ form, field }: OfficesEditorProps) {
  const rows = field.getFieldList();
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const order = rows.map((row) => row.key).join(" ");

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target || !listRef.current) return;
    const items = listRef.current.querySelectorAll<HTMLElement>(":scope > li");
    const item = items[Math.min(target.index, items.length - 1)];
    const control =
      item?.querySelector<HTMLElement>(
        `[data-office-control="${target.control}"]:not(:disabled)`,
      ) ?? item?.querySelector<HTMLElement>("[data-office-control]:not(:disabled)");
    const first = item?.querySelector<HTMLElement>("input:not([type=hidden])");
    (target.control === "first" ? first : (control ?? first))?.focus();
  }, [order]);

  return (
    <div>
      <FieldErrors id={field.errorId} errors={field.errors} errorFor={field.name} />
      <ol ref={listRef} className={cn("space-y-8", field.errors?.length ? "mt-4" : "")}>
        {rows.map((row, index) => {
          const office = row.getFieldset();
          const saved = office.name.initialValue;
          const name = typeof saved === "string" && saved.trim() ? saved : `Office ${index + 1}`;
          const last = index === rows.length - 1;
          return (
            // The divider sits on the item: a fieldset's own border would run through its legend.
            <li
              key={row.key}
              className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
            >
              <fieldset>
                <legend className="text-base font-semibold text-navy-900">{name}</legend>
                <input {...getInputProps(office.id, { type: "hidden" })} key={office.id.key} />
                <div className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-6">
                  <CompanyField
                    field={office.name}
                    label="Office name"
                    maxLength={COMPANY_LIMITS.officeName}
                    className="col-span-2 sm:col-span-6"
                  />
                  <CompanyField
                    field={office.street}
                    label="Street address"
                    maxLength={COMPANY_LIMITS.street}
                    className="col-span-2 sm:col-span-6"
                  />
                  <CompanyField
                    field={office.city}
                    label="City"
                    maxLength={COMPANY_LIMITS.city}
                    className="col-span-2 sm:col-span-3"
                  />
                  <CompanyField
                    field={office.region}
                    label="State"
                    maxLength={COMPANY_LIMITS.region}
                    className="sm:col-span-1"
                  />
                  <CompanyField
                    field={office.postalCode}
                    label="ZIP code"
                    maxLength={COMPANY_LIMITS.postalCode}
                    className="sm:col-span-2"
                  />
                  <CompanyField
                    field={office.phone}
                    label="Office phone"
                    type="tel"
                    required={false}
                    maxLength={COMPANY_LIMITS.phone}
                    hint="Only if the office has its own line."
                    className="col-span-2 sm:col-span-3"
                  />
                  <CompanyField
                    field={office.hours}
                    label="Office hours"
                    required={false}
                    maxLength={COMPANY_LIMITS.officeHours}
                    placeholder="By appointment"
                    hint="Only if they differ from the business hours."
                    className="col-span-2 sm:col-span-3"
                  />
                  <CompanyField
                    field={office.latitude}
                    label="Latitude"
                    required={false}
                    inputMode="decimal"
                    maxLength={12}
                    placeholder="40.2583"
                    className="col-span-1 sm:col-span-3"
                  />
                  <CompanyField
                    field={office.longitude}
                    label="Longitude"
                    required={false}
                    inputMode="decimal"
                    maxLength={12}
                    placeholder="-74.6911"
                    hint="Where the office is on the map. On openstreetmap.org, right-click the building and choose Show address to read both."
                    className="col-span-1 sm:col-span-3"
                  />
                </div>
                <div
                  className="mt-5"
                  // One primary office: ticking this one clears the others.
                  onChange={(event) => {
                    const box = event.target as HTMLInputElement;
                    if (!box.checked) return;
                    const others = listRef.current?.querySelectorAll<HTMLInputElement>(
                      'input[type="checkbox"][name$=".primary"]',
                    );
                    for (const other of others ?? [])
                      if (other !== box && other.checked) other.click();
                  }}
                >
                  <CheckboxField
                    field={office.primary}
                    label="Primary office"
                    hint="The company's main address, and the office on the contact page's map."
                  />
                </div>
                <div className="mt-5 flex flex-wrap gap-2">
                  <RowButton
                    {...form.reorder.getButtonProps({
                      name: field.name,
                      from: index,
                      to: index - 1,
                    })}
                    control="up"
                    disabled={index === 0}
                    onClick={() => (focusAfter.current = { index: index - 1, control: "up" })}
                  >
                    <ChevronDown aria-hidden="true" className="size-4 rotate-180" />
                    Move up<span className="sr-only"> {name}</span>
                  </RowButton>
                  <RowButton
                    {...form.reorder.getButtonProps({
                      name: field.name,
                      from: index,
                      to: index + 1,
                    })}
                    control="down"
                    disabled={last}
                    onClick={() => (focusAfter.current = { index: index + 1, control: "down" })}
                  >
                    <ChevronDown aria-hidden="true" className="size-4" />
                    Move down<span className="sr-only"> {name}</span>
                  </RowButton>
                  <RowButton
                    {...form.remove.getButtonProps({ name: field.name, index })}
                    control="remove"
                    disabled={rows.length <= 1}
                    onClick={() => (focusAfter.current = { index, control: "first" })}
                    className="hover:border-red-200 hover:bg-red-50 hover:text-red-700 focus-visible:outline-red-600 sm:ml-auto"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove<span className="sr-only"> {name}</span>
                  </RowButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_OFFICES ? (
        <Button
          {...form.insert.getButtonProps({ name: field.name })}
          type="submit"
          variant="secondary"
          onClick={() => (focusAfter.current = { index: rows.length, control: "first" })}
          className="mt-8"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add office
        </Button>
      ) : null}
    </div>
  );
}

function RowButton({
  control,
  className,
  children,
  ...button
}: Omit<ComponentProps<"button">, "children"> & {
  control: "up" | "down" | "remove";
  children: ReactNode;
}) {
  return (
    <button {...button} data-office-control={control} className={cn(ROW_BUTTON, className)}>
      {children}
    </button>
  );
}
