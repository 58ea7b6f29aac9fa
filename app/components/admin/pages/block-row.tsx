import { getInputProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FieldErrors } from "~/components/ui/form-field";
import { ChevronDown, Copy, Trash2 } from "~/components/ui/icons";
import { BLOCK_TYPE_LABELS, blockFieldNode, freeBlockId } from "~/modules/pages/block-form";
import { blockJson, blockJsonName } from "~/modules/pages/block-json";
import type { BlockType } from "~/modules/pages/block-schemas";
import { PAGE_LIMITS } from "~/modules/pages/page-schema";
import {
  MoveButtons,
  ObjectFields,
  ROW_BUTTON,
  type AnyField,
  type AnyForm,
} from "./schema-fields";

export type BlockValue = { id?: string; type?: string; hidden?: unknown; fields?: unknown };

const fieldsetOf = (field: AnyField) =>
  (field as unknown as { getFieldset(): Record<string, AnyField> }).getFieldset();

const FIELDS_TOGGLE = "cursor-pointer text-sm font-medium text-brand-700";

/**
 * One block of the editor: its heading, move up and down, duplicate, remove
 * and hide, and its fields. A block's fields are drawn only once it is
 * opened (decision 058): until then the block posts them as one hidden
 * input of JSON, so a long page neither sends nor hydrates the fields of
 * blocks nobody edits. "Fields of block N" opens them in place with
 * JavaScript; without it, it posts the form (a Conform "validate" intent)
 * and the page comes back with that block open, nothing lost. Once drawn,
 * the fields stay in the form and fold away like before.
 */
export function BlockRow({
  form,
  block,
  blocksName,
  index,
  count,
  value,
  takenIds,
  startOpen,
  hasErrors,
}: {
  form: AnyForm;
  block: AnyField;
  blocksName: string;
  index: number;
  count: number;
  /** The block as the form holds it now (an open block's fields as typed). */
  value: BlockValue;
  takenIds: string[];
  /** Open when drawn: a new block, or the one the last post opened. */
  startOpen: boolean;
  hasErrors: boolean;
}) {
  const parts = fieldsetOf(block);
  const type = value.type as BlockType;
  const [drawn, setDrawn] = useState(startOpen || hasErrors);
  const [open, setOpen] = useState(startOpen || hasErrors);
  // A new message opens the block (state adjusted while rendering, not in an effect).
  const [errorsShown, setErrorsShown] = useState(hasErrors);
  if (hasErrors !== errorsShown) {
    setErrorsShown(hasErrors);
    if (hasErrors) {
      setDrawn(true);
      setOpen(true);
    }
  }
  // Opened by "Fields of block N": the focus moves to the toggle that replaced it.
  const summary = useRef<HTMLElement>(null);
  const [focusToggle, setFocusToggle] = useState(false);
  useEffect(() => {
    if (focusToggle) summary.current?.focus();
  }, [focusToggle]);

  // A closed block's fields are what the form was given for it (moves keep them with it).
  const fields = drawn ? value.fields : parts.fields!.initialValue;
  const number = index + 1;
  const name = `block ${number}`;
  const hidden = value.hidden === true || value.hidden === "on";
  const heading = (fields as { title?: string } | undefined)?.title;
  const node = type ? blockFieldNode(type) : undefined;

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <input {...getInputProps(parts.id!, { type: "hidden" })} key={parts.id!.key} />
      <input {...getInputProps(parts.type!, { type: "hidden" })} key={parts.type!.key} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold text-navy-900">
          <span className="text-slate-600">{`${number}.`}</span> {BLOCK_TYPE_LABELS[type] ?? type}
          {heading ? <span className="font-normal text-slate-600">: {heading}</span> : null}
          {hidden ? (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
              Hidden
            </span>
          ) : null}
        </h3>
        <div className="flex gap-2">
          <MoveButtons form={form} listName={blocksName} index={index} count={count} name={name} />
          <button
            {...form.insert.getButtonProps({
              name: blocksName,
              index: index + 1,
              // The post fills in the copied block's values (preparePageForm): not in the HTML.
              defaultValue: {
                id: freeBlockId(value.id ?? type, takenIds),
                type,
                copyOf: String(index),
              } as never,
            })}
            disabled={count >= PAGE_LIMITS.blocks}
            className={ROW_BUTTON}
          >
            <Copy aria-hidden="true" className="size-4" />
            <span className="sr-only">Duplicate {name}</span>
          </button>
          <button
            {...form.remove.getButtonProps({ name: blocksName, index })}
            className={`${ROW_BUTTON} hover:border-red-200 hover:bg-red-50 hover:text-red-700`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">Remove {name}</span>
          </button>
        </div>
      </div>
      <CheckboxField field={parts.hidden as never} label="Hidden from visitors" className="mt-3" />
      {drawn ? (
        <details
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="group mt-3"
        >
          <summary ref={summary} className={FIELDS_TOGGLE}>
            Fields of {name}
          </summary>
          <div className="mt-4">
            <FieldErrors id={parts.fields!.errorId} errors={parts.fields!.errors} />
            {node?.kind === "object" ? (
              <ObjectFields form={form} children={fieldsetOf(parts.fields!)} node={node} />
            ) : null}
          </div>
        </details>
      ) : (
        <div className="mt-3">
          <input type="hidden" name={blockJsonName(block.name)} value={blockJson(fields)} />
          <button
            {...form.validate.getButtonProps({ name: block.name })}
            type="submit"
            aria-expanded="false"
            className={`${FIELDS_TOGGLE} inline-flex items-center gap-1`}
            onClick={(event) => {
              // With JavaScript the fields are drawn here; without it the post opens them.
              event.preventDefault();
              setDrawn(true);
              setOpen(true);
              setFocusToggle(true);
            }}
          >
            <ChevronDown aria-hidden="true" className="size-4 -rotate-90" />
            Fields of {name}
          </button>
        </div>
      )}
    </li>
  );
}
