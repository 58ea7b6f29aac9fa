import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SelectField, TextareaField, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { FieldErrors, STAFF_INPUT_CLASS } from "~/components/ui/form-field";
import { ChevronDown, Plus, Trash2 } from "~/components/ui/icons";
import { emptyValue, fieldLabel, itemLabel, type FieldNode } from "~/modules/pages/block-form";
import { ImageFields } from "./image-fields";

/** Conform's field of any shape: the walk knows its shape from the schema, not from types. */
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
export type AnyForm = FormMetadata<Record<string, unknown>, string[]>;

const fieldsetOf = (field: AnyField) =>
  (field as unknown as { getFieldset(): Record<string, AnyField> }).getFieldset();
const listOf = (field: AnyField) =>
  (field as unknown as { getFieldList(): AnyField[] }).getFieldList();

/** A block's or list item's move, duplicate and remove button: app/admin.css draws it. */
export const ROW_BUTTON = "row-button";

/**
 * The datalist of the icons a block may name. An icon field is a combobox
 * offering this one list rather than a select of its own: a 40-block page has
 * about 70 icon fields, and their options were 137 KB of the editor's HTML.
 * The schema still refuses a name not in the list ("Choose an icon from the list").
 */
export const ICON_LIST_ID = "page-icon-keys";

/** The datalist of the site's own link targets (pages, posts, jobs) every link field offers. */
export const LINK_TARGETS_LIST_ID = "page-link-targets";

/**
 * One field of a block, drawn from its schema node: text (a textarea when
 * long), a choice, a tick box, a number, a group or a list with add, move and
 * remove (Conform intents: in place with JavaScript, a post without).
 */
export function SchemaField({
  form,
  field,
  node,
  name,
  label = fieldLabel(name),
  inOptionalGroup = false,
}: {
  form: AnyForm;
  field: AnyField;
  node: FieldNode;
  name: string;
  label?: string;
  inOptionalGroup?: boolean;
}) {
  switch (node.kind) {
    case "text": {
      const required = !node.optional && !inOptionalGroup;
      const common = {
        field,
        label,
        required,
        maxLength: node.max,
        autoComplete: "off",
        inputStyle: STAFF_INPUT_CLASS,
      };
      if (node.max >= 300 && name !== "to")
        return <TextareaField {...common} rows={node.max >= 2_000 ? 8 : 3} />;
      return (
        <TextField
          {...common}
          {...(name === "to"
            ? { list: LINK_TARGETS_LIST_ID, placeholder: "/services or https://…" }
            : {})}
        />
      );
    }
    case "enum":
      if (name === "icon")
        return (
          <TextField
            field={field}
            label={label}
            required={!node.optional && !inOptionalGroup}
            list={ICON_LIST_ID}
            autoComplete="off"
            inputStyle={STAFF_INPUT_CLASS}
          />
        );
      return (
        <SelectField
          field={field}
          label={label}
          inputStyle={STAFF_INPUT_CLASS}
          placeholder={
            node.optional
              ? "None"
              : inOptionalGroup
                ? `Default${node.fallback ? ` (${node.fallback})` : ""}`
                : undefined
          }
          options={node.options.map((value) => ({ value, label: value }))}
        />
      );
    case "boolean":
      return (
        <CheckboxField
          field={field as FieldMetadata<boolean | undefined, Record<string, unknown>, string[]>}
          label={label}
        />
      );
    case "number":
      return (
        <TextField
          field={field}
          label={label}
          type="number"
          inputStyle={STAFF_INPUT_CLASS}
          required={!node.optional && node.fallback === undefined}
          min={node.min}
          max={node.max}
          inputClassName="max-w-32"
        />
      );
    case "object": {
      const children = fieldsetOf(field);
      return (
        <fieldset className="m-0 min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">
            {label}
            {node.optional ? (
              <span className="font-normal text-slate-600"> (optional: leave empty for none)</span>
            ) : null}
          </legend>
          <FieldErrors id={field.errorId} errors={field.errors} />
          <ObjectFields
            form={form}
            children={children}
            node={node}
            inOptionalGroup={inOptionalGroup || node.optional}
          />
        </fieldset>
      );
    }
    case "image":
      return (
        <ImageFields
          form={form}
          field={field}
          legend={label}
          required={!node.optional && !inOptionalGroup}
          altMax={node.altMax}
        />
      );
    case "array":
      return (
        <ListField
          form={form}
          field={field}
          node={node}
          name={name}
          label={label}
          inOptionalGroup={inOptionalGroup}
        />
      );
  }
}

/** Move up and Move down of a list's row (a block, an item): Conform reorder intents. */
export function MoveButtons({
  form,
  listName,
  index,
  count,
  name,
}: {
  form: AnyForm;
  listName: string;
  index: number;
  count: number;
  /** The row's name in the buttons' labels ("block 2", "Item 3"). */
  name: string;
}) {
  return (
    <>
      <button
        {...form.reorder.getButtonProps({ name: listName, from: index, to: index - 1 })}
        disabled={index === 0}
        className={ROW_BUTTON}
      >
        <ChevronDown aria-hidden="true" className="size-4 rotate-180" />
        <span className="sr-only">Move {name} up</span>
      </button>
      <button
        {...form.reorder.getButtonProps({ name: listName, from: index, to: index + 1 })}
        disabled={index === count - 1}
        className={ROW_BUTTON}
      >
        <ChevronDown aria-hidden="true" className="size-4" />
        <span className="sr-only">Move {name} down</span>
      </button>
    </>
  );
}

export function ObjectFields({
  form,
  children,
  node,
  inOptionalGroup = false,
}: {
  form: AnyForm;
  children: Record<string, AnyField>;
  node: Extract<FieldNode, { kind: "object" }>;
  inOptionalGroup?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {node.fields.map(([key, child]) => (
        <div
          key={key}
          className={
            child.kind === "object" ||
            child.kind === "image" ||
            child.kind === "array" ||
            (child.kind === "text" && child.max >= 300 && key !== "to")
              ? "sm:col-span-2"
              : undefined
          }
        >
          <SchemaField
            form={form}
            field={children[key]!}
            node={child}
            name={key}
            inOptionalGroup={inOptionalGroup}
          />
        </div>
      ))}
    </div>
  );
}

function ListField({
  form,
  field,
  node,
  name,
  label,
  inOptionalGroup,
}: {
  form: AnyForm;
  field: AnyField;
  node: Extract<FieldNode, { kind: "array" }>;
  name: string;
  label: string;
  inOptionalGroup: boolean;
}) {
  const items = listOf(field);
  const noun = itemLabel(name);
  return (
    <fieldset className="m-0 min-w-0 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
      <FieldErrors id={field.errorId} errors={field.errors} />
      <ol className="space-y-3">
        {items.map((item, index) => {
          const title = `${noun} ${index + 1}`;
          const controls = (
            <div className="flex gap-2">
              <MoveButtons
                form={form}
                listName={field.name}
                index={index}
                count={items.length}
                name={title}
              />
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
                disabled={items.length <= node.min}
                className={`${ROW_BUTTON} hover:border-red-200 hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {title}</span>
              </button>
            </div>
          );
          return (
            <li key={item.key} className="rounded-lg bg-slate-50 p-3">
              {node.element.kind === "object" ? (
                <>
                  <div className="mb-3 flex items-center justify-between gap-3">
                    <p className="text-sm font-semibold text-slate-700">{title}</p>
                    {controls}
                  </div>
                  <ObjectFields
                    form={form}
                    children={fieldsetOf(item)}
                    node={node.element}
                    inOptionalGroup={inOptionalGroup}
                  />
                </>
              ) : (
                <div className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <SchemaField
                      form={form}
                      field={item}
                      node={node.element}
                      name={name}
                      label={title}
                      inOptionalGroup={inOptionalGroup}
                    />
                  </div>
                  {controls}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {items.length < node.max ? (
        <Button
          {...form.insert.getButtonProps({
            name: field.name,
            defaultValue: emptyValue(node.element) as never,
          })}
          type="submit"
          variant="secondary"
          className="mt-3"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add {noun.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}
