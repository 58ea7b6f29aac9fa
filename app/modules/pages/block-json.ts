import type { $ZodErrorMap } from "zod/v4/core";
import { blockFieldNode, withoutEmptyGroups, type FieldNode } from "./block-form";
import { BLOCK_TYPES, type BlockType } from "./block-schemas";

/**
 * A closed block in the editor posts its fields as one hidden input of JSON
 * (`blocks[3].json`) instead of an input per field: a 40-block page sends
 * and hydrates only the blocks being edited (issue 28's one-second limit,
 * decision 058). Before the schema sees the post — in the browser as you
 * type and in every route that reads the editor's form — each such input is
 * expanded into the very fields the open block would have posted, so one
 * Zod schema still checks every block and a closed block's values come back
 * unchanged. JSON that cannot be read is a field error on its block (never a
 * 500) and nothing is saved.
 */

/** The hidden input of a closed block: `blocks[3].json`. */
export const blockJsonName = (blockName: string) => `${blockName}.json`;

const JSON_NAME = /^blocks\[(\d{1,3})\]\.json$/;

export const BLOCK_JSON_MESSAGES = {
  unreadable:
    "This block's fields could not be read. Open its fields, fill them in again and save.",
} as const;

/** The JSON a closed block carries: its fields as the form holds them (empty values left out). */
export function blockJson(fields: unknown): string {
  return JSON.stringify(fields ?? {});
}

type Entries = Array<[string, string]>;

/** The inputs an open block's fields would post for `value`, in the editor's order; false when `value` does not fit. */
function entriesOf(node: FieldNode, value: unknown, name: string, out: Entries): boolean {
  switch (node.kind) {
    case "object":
    case "image": {
      if (value != null && (typeof value !== "object" || Array.isArray(value))) return false;
      const record = (value ?? {}) as Record<string, unknown>;
      const children: Array<[string, FieldNode]> =
        node.kind === "object"
          ? node.fields
          : [
              ["url", { kind: "text", optional: node.optional, max: 0 }],
              ["alt", { kind: "text", optional: node.optional, max: 0 }],
            ];
      return children.every(([key, child]) => entriesOf(child, record[key], `${name}.${key}`, out));
    }
    case "array": {
      if (value != null && !Array.isArray(value)) return false;
      return ((value ?? []) as unknown[]).every((item, index) =>
        entriesOf(node.element, item, `${name}[${index}]`, out),
      );
    }
    case "boolean":
      if (value === true || value === "on") out.push([name, "on"]);
      else if (value != null && value !== false && value !== "") return false;
      return true;
    default:
      if (value == null) out.push([name, ""]);
      else if (typeof value === "string" || typeof value === "number")
        out.push([name, String(value)]);
      else return false;
      return true;
  }
}

/**
 * The post with every closed block's JSON expanded into its fields. A
 * block's JSON replaces any field inputs posted beside it; unreadable JSON
 * (not JSON, or not the shape of the block's fields) becomes a text where
 * the block's fields belong, which the schema refuses with
 * BLOCK_JSON_MESSAGES.unreadable (see `pageFormErrors`).
 */
export function expandBlockJson(formData: FormData): FormData {
  const closed = new Set<string>();
  for (const name of formData.keys()) {
    const match = JSON_NAME.exec(name);
    if (match) closed.add(`blocks[${match[1]}]`);
  }
  if (!closed.size) return formData;
  const expanded = new FormData();
  for (const [name, value] of formData) {
    const match = JSON_NAME.exec(name);
    if (!match) {
      const fieldsOf = /^(blocks\[\d{1,3}\])\.fields(?:$|[.[])/.exec(name);
      if (!fieldsOf || !closed.has(fieldsOf[1]!)) expanded.append(name, value);
      continue;
    }
    const block = `blocks[${match[1]}]`;
    const type = formData.get(`${block}.type`);
    // An unknown type is the schema's message ("Unknown block type"): nothing to expand.
    if (typeof type !== "string" || !BLOCK_TYPES.includes(type as BlockType)) continue;
    const entries: Entries = [];
    let readable = typeof value === "string";
    if (readable) {
      try {
        readable = entriesOf(
          blockFieldNode(type as BlockType),
          JSON.parse(value as string),
          `${block}.fields`,
          entries,
        );
      } catch {
        readable = false;
      }
    }
    if (!readable) {
      expanded.append(`${block}.fields`, typeof value === "string" ? value : "");
      continue;
    }
    for (const [entryName, entryValue] of entries) expanded.append(entryName, entryValue);
  }
  return expanded;
}

const STEP = /\.([A-Za-z_][\w-]*)|\[(\d{1,3})\]/g;

/** The tree of the entries below `prefix` (`.title`, `.items[0].answer`), values as posted. */
function treeBelow(formData: FormData, prefix: string): Record<string, unknown> {
  const root: Record<string | number, unknown> = {};
  for (const [name, value] of formData) {
    const rest = name.slice(prefix.length);
    if (typeof value !== "string" || !name.startsWith(prefix) || !/^[.[]/.test(rest)) continue;
    const keys = [...rest.matchAll(STEP)].map((step) =>
      step[1] !== undefined ? step[1] : Number(step[2]),
    );
    if (keys.some((key) => key === "__proto__" || key === "constructor" || key === "prototype"))
      continue;
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= typeof keys[index + 1] === "number" ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    });
  }
  return root;
}

/**
 * A duplicate button names the block it copies (`copyOf`) instead of
 * carrying its values in the page's HTML: the post's insert gets them here,
 * from the block as posted (its fields as typed, or its JSON expanded), so
 * the copy is the block as it is now, with JavaScript and without.
 */
function withCopiedBlock(formData: FormData): FormData {
  const intent = formData.get("__intent__");
  if (typeof intent !== "string" || !intent.includes('"copyOf"')) return formData;
  let parsed: { type?: unknown; payload?: { name?: unknown; defaultValue?: unknown } };
  try {
    parsed = JSON.parse(intent) as typeof parsed;
  } catch {
    return formData;
  }
  const copy = parsed.payload?.defaultValue as Record<string, unknown> | undefined;
  const source = typeof copy?.copyOf === "string" ? copy.copyOf : "";
  if (parsed.type !== "insert" || parsed.payload?.name !== "blocks" || !/^\d{1,3}$/.test(source))
    return formData;
  const { copyOf: _copyOf, ...block } = copy!;
  const copied = new FormData();
  for (const [name, value] of formData) copied.append(name, value);
  copied.set(
    "__intent__",
    JSON.stringify({
      ...parsed,
      payload: {
        ...parsed.payload,
        defaultValue: {
          ...block,
          hidden: formData.get(`blocks[${source}].hidden`) ?? undefined,
          fields: treeBelow(formData, `blocks[${source}].fields`),
        },
      },
    }),
  );
  return copied;
}

/** The editor's post as its schema reads it: closed blocks expanded, copies filled in, empty optional groups dropped. */
export function preparePageForm(formData: FormData): FormData {
  return withoutEmptyGroups(withCopiedBlock(expandBlockJson(formData)));
}

/** Zod's message for a block's fields that arrived as unreadable JSON (see `expandBlockJson`). */
export const pageFormErrors: $ZodErrorMap = (issue) =>
  issue.code === "invalid_type" &&
  issue.expected === "object" &&
  typeof issue.input === "string" &&
  issue.path?.length === 3 &&
  issue.path[0] === "blocks" &&
  issue.path[2] === "fields"
    ? BLOCK_JSON_MESSAGES.unreadable
    : undefined;
