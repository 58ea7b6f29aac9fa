import type { z } from "zod";
import {
  BLOCK_LIMITS,
  BLOCK_TYPES,
  BlockSchema,
  ImageSchema,
  type BlockType,
} from "./block-schemas";

/**
 * The block editor draws each block's fields from its Zod schema (decision
 * 049): one walk over the schema gives every field's kind, its limits and a
 * new block's empty values, so a new block type needs no form code. Shared
 * by the editor (browser) and the server (a new block's defaults).
 */

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> } };

export type FieldNode =
  | { kind: "object"; optional: boolean; fields: Array<[string, FieldNode]> }
  | { kind: "array"; optional: boolean; min: number; max: number; element: FieldNode }
  | { kind: "text"; optional: boolean; max: number }
  /** A media library image and its alt text (ImageSchema): drawn with the library's picker. */
  | { kind: "image"; optional: boolean; altMax: number }
  | { kind: "enum"; optional: boolean; options: string[]; fallback?: string }
  | { kind: "boolean" }
  | { kind: "number"; optional: boolean; min?: number; max?: number; fallback?: number };

const def = (schema: unknown) => (schema as AnySchema)._zod.def;

function check(schema: unknown, name: string): number | undefined {
  const checks = (def(schema).checks ?? []) as unknown as Array<{
    _zod: { def: Record<string, unknown> };
  }>;
  for (const entry of checks) {
    const rule = entry._zod.def;
    if (rule.check === name) return (rule.minimum ?? rule.maximum ?? rule.value) as number;
  }
  return undefined;
}

/** The field tree of a schema; literals (the block's type) and ids are left to the editor. */
export function describeSchema(schema: unknown, optional = false, fallback?: unknown): FieldNode {
  const d = def(schema);
  switch (d.type) {
    case "optional":
      return describeSchema(d.innerType, true, fallback);
    case "default":
      return describeSchema(d.innerType, optional, d.defaultValue);
    case "pipe":
      return describeSchema(d.in, optional, fallback);
    case "object":
      if (schema === ImageSchema) return { kind: "image", optional, altMax: BLOCK_LIMITS.imageAlt };
      return {
        kind: "object",
        optional,
        fields: Object.entries(d.shape as Record<string, unknown>).map(([key, child]) => [
          key,
          describeSchema(child),
        ]),
      };
    case "array":
      return {
        kind: "array",
        optional,
        min: check(schema, "min_length") ?? 0,
        max: check(schema, "max_length") ?? 100,
        element: describeSchema(d.element),
      };
    case "enum":
      return {
        kind: "enum",
        optional,
        options: Object.values(d.entries as Record<string, string>),
        fallback: fallback as string | undefined,
      };
    case "boolean":
      return { kind: "boolean" };
    case "number":
      return {
        kind: "number",
        optional,
        min: check(schema, "greater_than"),
        max: check(schema, "less_than"),
        fallback: fallback as number | undefined,
      };
    default:
      return { kind: "text", optional, max: check(schema, "max_length") ?? 1_000 };
  }
}

const BLOCK_FIELD_NODES = new Map<BlockType, FieldNode>(
  BlockSchema.options.map((option) => [
    option.shape.type.value,
    describeSchema(option.shape.fields),
  ]),
);

/** The fields of one block type, in schema order. */
export function blockFieldNode(type: BlockType): FieldNode {
  return BLOCK_FIELD_NODES.get(type)!;
}

/** A new value for a field: required lists get their minimum of empty items. */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case "object":
      return Object.fromEntries(
        node.fields.flatMap(([key, child]) =>
          child.kind === "object" && child.optional ? [] : [[key, emptyValue(child)]],
        ),
      );
    case "array":
      return Array.from({ length: node.min }, () => emptyValue(node.element));
    case "enum":
      return node.optional ? undefined : (node.fallback ?? node.options[0]);
    case "boolean":
      return false;
    case "number":
      return node.fallback;
    case "text":
      return "";
    case "image":
      return { url: "", alt: "" };
  }
}

/** An id for a new or copied block, unique among `taken` (`faq`, `faq-2`, …). */
export function freeBlockId(base: string, taken: readonly string[]): string {
  const stem = base.replace(/-\d+$/, "").slice(0, 30) || "block";
  if (!taken.includes(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.includes(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** A new block of `type` with empty fields, as the editor's "Add block" inserts it. */
export function newBlock(type: BlockType, taken: readonly string[]) {
  return { id: freeBlockId(type, taken), type, fields: emptyValue(blockFieldNode(type)) };
}

export const BLOCK_TYPE_LABELS: Record<BlockType, string> = {
  hero: "Hero",
  "feature-grid": "Feature grid",
  "process-steps": "Process steps",
  "role-groups": "Role groups",
  "page-index": "Page index",
  "link-cards": "Link cards",
  "service-detail": "Service detail",
  testimonials: "Testimonials",
  stats: "Figures",
  "latest-posts": "Latest posts",
  "featured-topics": "Featured topics",
  cta: "Call to action",
  "rich-text": "Rich text",
  faq: "FAQ",
  "contact-form": "Contact form",
  offices: "Offices and map",
  "legal-document": "Legal text",
  logos: "Logos",
  "image-text": "Image and text",
  team: "Team",
  "open-positions": "Open positions",
  "talent-pool": "Talent pool call to action",
};

export const EDITOR_BLOCK_TYPES: readonly BlockType[] = BLOCK_TYPES;

/** A field's label from its key, where the key alone would not read well. */
const FIELD_LABELS: Record<string, string> = {
  to: "Link",
  addresses: "List every office's address",
  document: "Legal text",
  tone: "Background",
  style: "Button style",
  arrow: "Arrow after the text",
  limit: "Number of posts",
  body: "Text",
  anchor: "Anchor (section id)",
  reversed: "Text on the right on wide screens",
  contactCard: "Contact card",
  action: "Button",
  link: "Link",
  highlight: "Highlight figure",
  client: "Client",
  size: "Size",
  imagePosition: "Image on wide screens",
  buttonLabel: "Button text",
  maxPositions: "Most positions shown",
  bio: "Short bio",
};

/** One entry of a list, named for what the list holds ("Button 2"). */
const ITEM_LABELS: Record<string, string> = {
  items: "Item",
  actions: "Button",
  stats: "Figure",
  steps: "Step",
  groups: "Group",
  roles: "Role",
  cards: "Card",
  stories: "Story",
  results: "Result",
  topics: "Topic",
  checklist: "Line",
  outcomes: "Outcome",
  capabilities: "Capability",
  logos: "Logo",
  people: "Person",
};

export function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function itemLabel(listKey: string): string {
  return ITEM_LABELS[listKey] ?? "Entry";
}

/**
 * The posted form without the optional groups left entirely empty (a block's
 * optional button, the share image): the form always holds their inputs, and
 * a group of empty inputs means "none", not a group with missing fields.
 */
export function withoutEmptyGroups(formData: FormData): FormData {
  const prefixes: string[] = [];
  const collect = (node: FieldNode, name: string) => {
    if (node.kind === "object") {
      if (node.optional) prefixes.push(name);
      for (const [key, child] of node.fields) collect(child, `${name}.${key}`);
    } else if (node.kind === "array") {
      for (
        let index = 0;
        formData.has(`${name}[${index}]`) || hasUnder(`${name}[${index}]`);
        index++
      )
        collect(node.element, `${name}[${index}]`);
    }
  };
  const names = [...formData.keys()];
  const hasUnder = (prefix: string) => names.some((name) => name.startsWith(`${prefix}.`));
  for (let index = 0; ; index++) {
    const type = formData.get(`blocks[${index}].type`);
    if (typeof type !== "string") break;
    const node = BLOCK_FIELD_NODES.get(type as BlockType);
    if (node) collect(node, `blocks[${index}].fields`);
  }
  prefixes.push("seo.image");
  const empty = prefixes.filter((prefix) =>
    names.every((name) => !name.startsWith(`${prefix}.`) || formData.get(name) === ""),
  );
  if (!empty.length) return formData;
  const cleaned = new FormData();
  for (const [name, value] of formData)
    if (!empty.some((prefix) => name.startsWith(`${prefix}.`))) cleaned.append(name, value);
  return cleaned;
}
