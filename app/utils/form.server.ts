/**
 * The input boundary for form posts: every action reads its body through
 * `readForm` (or checks a multipart form with `checkForm`), so a field is a
 * single string unless the form declares it a list, and no value carries NUL
 * or another control character into a schema, a page or the database.
 */

import { overLimitOf, readOverLimitUrlEncoded } from "./over-limit-form.server";
import { onlyTextControlCharacters } from "./text-rules";

/** How a form's fields may arrive; anything else is refused with a 400. */
export type FormShape = {
  /** Lists of values, sent as `name[0]`, `name[1]`… (Conform's lists); never as a plain `name`. */
  lists?: readonly string[];
  /**
   * Lists of groups, sent as `name[0].field`; never as `name[0]` or a plain
   * `name`. (A page renders a value list's entries as text and a group
   * list's as objects: one sent as the other must not reach it.)
   */
  objectLists?: readonly string[];
  /** Groups sent as `name.field` (a fieldset of named values), never as a plain `name`. */
  objects?: readonly string[];
  /** Fields sent as one input per value under the same name (e.g. one hidden input per tag). */
  repeatable?: readonly string[];
  /**
   * Trees of groups and lists to any depth (`blocks[0].fields.items[1].title`,
   * the block editor's): each step a `[index]` or a `.field`.
   */
  trees?: readonly string[];
  /** Fields that carry an uploaded file; a file under any other name is refused. */
  files?: readonly string[];
  /**
   * The form's schema refuses control characters field by field (with the
   * rules of `text-rules.ts`), so the visitor sees the message at the field
   * together with every other mistake and keeps what they typed. The boundary
   * then leaves string values to the schema; names and file names it still
   * checks itself.
   */
  charactersCheckedBySchema?: boolean;
};

export type FormInput = { ok: true; formData: FormData } | { ok: false; message: string };

/** Shown (with a 400) when a post was not built by our own form. */
export const FORM_INPUT_MESSAGES = {
  unreadable: "That request could not be understood. Please reload the page and try again.",
  repeated: (field: string) =>
    `The field “${field}” was sent more than once. Please reload the page and try again.`,
  shape: (field: string) =>
    `The field “${field}” is not in the expected form. Please reload the page and try again.`,
  characters: (field: string) =>
    `The field “${field}” contains characters that are not allowed (control characters).`,
  tooLarge: "The form is too large to send. Please shorten what you entered and try again.",
} as const;

const PLAIN_NAME = /^[A-Za-z_][\w-]{0,63}$/;
const LIST_ENTRY = /^([A-Za-z_][\w-]{0,63})\[(\d{1,3})\](\.[A-Za-z_][\w-]{0,63})?$/;
const TREE_ENTRY = /^([A-Za-z_][\w-]{0,63})(?:\[\d{1,3}\]|\.[A-Za-z_][\w-]{0,63}){1,12}$/;
const OBJECT_ENTRY = /^([A-Za-z_][\w-]{0,63})\.[A-Za-z_][\w-]{0,63}$/;
// Names a form parser could turn into an object's own machinery.
const RESERVED_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/** The label a message names a field by (`responsibilities[2]`, `offices[0].city`, `hours.weekdays` → the group's name). */
function fieldOf(name: string): string {
  const label = (LIST_ENTRY.exec(name)?.[1] ?? OBJECT_ENTRY.exec(name)?.[1] ?? name).replace(
    /\p{Cc}/gu,
    "",
  );
  return label.length > 64 ? `${label.slice(0, 64)}…` : label;
}

/**
 * The request's form fields, or null when the body is not a readable form
 * (JSON, plain text, a missing Content-Type, broken multipart): callers answer
 * 400 instead of letting the parser's exception become a 500.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  // Larger than the route reads whole (server/limits.ts): each field cut to
  // the limit, so the schema names the field that is too long and the form
  // comes back with what was typed.
  const overLimit = overLimitOf(request);
  if (overLimit !== null) return readOverLimitUrlEncoded(request, overLimit);
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * Reads and checks a url-encoded or multipart body (see `checkForm`); a body
 * that is no form at all gets `unreadable` (the page's own wording, if any).
 */
export async function readForm(
  request: Request,
  shape: FormShape & { unreadable?: string } = {},
): Promise<FormInput> {
  const formData = await readFormData(request);
  if (!formData) {
    const tooLarge = overLimitOf(request) !== null;
    return {
      ok: false,
      message: tooLarge
        ? FORM_INPUT_MESSAGES.tooLarge
        : (shape.unreadable ?? FORM_INPUT_MESSAGES.unreadable),
    };
  }
  return checkForm(formData, shape);
}

/**
 * Checks a parsed form against its shape: plain fields at most once, lists
 * only as `name[i]` or, for lists of groups, `name[i].field` (each once),
 * files only where declared, and no control character except tab and line
 * breaks in any value. Unknown plain fields pass (the schemas ignore them).
 */
export function checkForm(formData: FormData, shape: FormShape = {}): FormInput {
  const lists = new Set(shape.lists ?? []);
  const objectLists = new Set(shape.objectLists ?? []);
  const objects = new Set(shape.objects ?? []);
  const repeatable = new Set(shape.repeatable ?? []);
  const files = new Set(shape.files ?? []);
  const trees = new Set(shape.trees ?? []);
  const seen = new Set<string>();
  for (const [name, value] of formData) {
    const fail = (message: (field: string) => string): FormInput => ({
      ok: false,
      message: message(fieldOf(name)),
    });
    const listEntry = LIST_ENTRY.exec(name);
    const objectEntry = OBJECT_ENTRY.exec(name);
    const reserved = name.split(/[.[\]]/).some((part) => RESERVED_NAMES.has(part));
    const plain = PLAIN_NAME.test(name);
    const treeEntry = TREE_ENTRY.exec(name);
    const wellFormed =
      treeEntry && trees.has(treeEntry[1]!)
        ? true
        : listEntry
          ? (listEntry[3] ? objectLists : lists).has(listEntry[1]!)
          : objectEntry
            ? objects.has(objectEntry[1]!)
            : plain && !lists.has(name) && !objectLists.has(name) && !objects.has(name);
    if (reserved || !wellFormed) {
      return fail(FORM_INPUT_MESSAGES.shape);
    }
    if (seen.has(name) && !repeatable.has(name)) return fail(FORM_INPUT_MESSAGES.repeated);
    seen.add(name);
    if (typeof value !== "string") {
      if (!files.has(name)) return fail(FORM_INPUT_MESSAGES.shape);
      if (/\p{Cc}/u.test(value.name)) return fail(FORM_INPUT_MESSAGES.characters);
    } else if (!shape.charactersCheckedBySchema && !onlyTextControlCharacters(value)) {
      return fail(FORM_INPUT_MESSAGES.characters);
    }
  }
  return { ok: true, formData: withUnixLineBreaks(formData) };
}

/**
 * Browsers send a textarea's line breaks as CRLF on a native form post (and
 * as LF through fetch), so text is stored with LF either way.
 */
function withUnixLineBreaks(formData: FormData): FormData {
  let changed = false;
  const normalized = new FormData();
  for (const [name, value] of formData) {
    if (typeof value === "string" && value.includes("\r")) {
      changed = true;
      normalized.append(name, value.replace(/\r\n?/g, "\n"));
    } else {
      normalized.append(name, value);
    }
  }
  return changed ? normalized : formData;
}
