import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { EVERY_BLOCK_PAGE } from "../../../tests/helpers/every-block-page";
import { pageFormData } from "../../../tests/helpers/page-form";
import { newBlock } from "./block-form";
import { BLOCK_JSON_MESSAGES, blockJson, pageFormErrors, preparePageForm } from "./block-json";
import { PageFormSchema } from "./page-form-schema";

// Decision 058: a closed block posts its fields as one JSON input; the
// boundary expands it into the fields an open block posts, before the schema.

const { status: _status, ...EVERY } = EVERY_BLOCK_PAGE;

/** A field tree as the editor's form holds it (Conform: "on" for true, text for numbers, no empty values). */
function asFormHolds(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map(asFormHolds) : undefined;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, entry]) => [key, asFormHolds(entry)] as const)
      .filter(([, entry]) => entry !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number") return String(value);
  return value === "" || value === null ? undefined : value;
}

/** The post with block `index` closed: its field inputs replaced by its JSON. */
function closed(formData: FormData, index: number, json: string): FormData {
  const out = new FormData();
  for (const [name, value] of formData)
    if (!name.startsWith(`blocks[${index}].fields`)) out.append(name, value);
  out.append(`blocks[${index}].json`, json);
  return out;
}

const parse = (formData: FormData) => {
  const submission = parseWithZod(preparePageForm(formData), {
    schema: PageFormSchema,
    error: pageFormErrors,
  });
  return {
    status: submission.status,
    value: submission.status === "success" ? submission.value : undefined,
    error: submission.status === "success" ? undefined : submission.error,
    reply: () => submission.reply(),
  };
};

describe("closed blocks' JSON", () => {
  test("every block of every type, closed, parses to exactly what its open fields parse to", () => {
    const open = pageFormData(EVERY);
    let allClosed = open;
    EVERY.blocks.forEach((block, index) => {
      allClosed = closed(allClosed, index, blockJson(asFormHolds(block.fields)));
    });
    expect([...allClosed.keys()].some((name) => name.includes(".fields"))).toBe(false);
    const fromFields = parse(open);
    const fromJson = parse(allClosed);
    expect(fromFields.status).toBe("success");
    expect(fromJson.status).toBe("success");
    expect(fromJson.value).toEqual(fromFields.value);
    // And typed JSON (numbers, true) reads the same as the form's strings.
    let typed = open;
    EVERY.blocks.forEach((block, index) => {
      typed = closed(typed, index, JSON.stringify(block.fields));
    });
    expect(parse(typed).value).toEqual(fromFields.value);
  });

  test("a closed block keeps its place among open ones, and its JSON wins over field inputs beside it", () => {
    const page = { ...EVERY, blocks: EVERY.blocks.slice(0, 3) };
    const form = pageFormData(page);
    const stale = closed(form, 1, blockJson(asFormHolds(page.blocks[1]!.fields)));
    stale.append("blocks[1].fields.title", "A forged title beside the JSON");
    const submission = parse(stale);
    expect(submission.status).toBe("success");
    expect(submission.value!.blocks.map((block) => block.id)).toEqual(
      page.blocks.map((block) => block.id),
    );
    expect(submission.value!.blocks[1]).toEqual(parse(form).value!.blocks[1]);
  });

  test("a closed block with an empty list entry keeps the entry (a field error, not a lost row)", () => {
    const block = newBlock("faq", []);
    const page = { ...EVERY, blocks: [block] } as unknown as typeof EVERY;
    const submission = parse(closed(pageFormData(page), 0, blockJson(asFormHolds(block.fields))));
    expect(submission.status).toBe("error");
    const open = parse(pageFormData(page));
    expect(submission.error).toEqual(open.error);
  });

  test.each([
    ["not JSON", "{not json"],
    ["JSON that is no object", "[1, 2]"],
    ["a field of the wrong shape", JSON.stringify({ title: { nested: true } })],
    ["a list that is no list", JSON.stringify({ title: "FAQ", items: "many" })],
  ])("%s is a field error on its block; the page does not parse", (_, json) => {
    const faq = EVERY.blocks.find((block) => block.type === "faq")!;
    const page = { ...EVERY, blocks: [EVERY.blocks[0]!, faq] };
    const submission = parse(closed(pageFormData(page), 1, json));
    expect(submission.status).toBe("error");
    expect(submission.error).toEqual({ "blocks[1].fields": [BLOCK_JSON_MESSAGES.unreadable] });
    // The post keeps what it was sent: the reply carries the other block as typed.
    expect(JSON.stringify(submission.reply().initialValue)).toContain(
      EVERY.blocks[0]!.fields.title as string,
    );
  });

  test("a block of an unknown type with JSON is the schema's message, not a crash", () => {
    const form = closed(pageFormData({ ...EVERY, blocks: EVERY.blocks.slice(0, 1) }), 0, "{}");
    form.set("blocks[0].type", "carousel");
    const submission = parse(form);
    expect(submission.status).toBe("error");
    expect(submission.error!["blocks[0].type"]).toEqual(["Unknown block type"]);
  });

  test.each([
    ["closed (its JSON)", true],
    ["open (its fields)", false],
  ])(
    "Duplicate names the block it copies; the post fills in the block's values as posted — %s",
    (_, isClosed) => {
      const faq = structuredClone(EVERY.blocks.find((block) => block.type === "faq")!);
      (faq as { hidden?: boolean }).hidden = true;
      const page = { ...EVERY, blocks: [EVERY.blocks[0]!, faq] };
      const form = isClosed
        ? closed(pageFormData(page), 1, blockJson(asFormHolds(faq.fields)))
        : pageFormData(page);
      form.set("blocks[1].fields.title", "Changed before copying");
      if (isClosed)
        form.set(
          "blocks[1].json",
          JSON.stringify({ ...faq.fields, title: "Changed before copying" }),
        );
      form.append(
        "__intent__",
        JSON.stringify({
          type: "insert",
          payload: {
            name: "blocks",
            index: 2,
            defaultValue: { id: "questions-2", type: "faq", copyOf: "1" },
          },
        }),
      );
      const copy = (parse(form).reply().initialValue as { blocks: unknown[] }).blocks[2];
      expect(copy).toEqual({
        id: "questions-2",
        type: "faq",
        hidden: "on",
        fields: asFormHolds({ ...faq.fields, title: "Changed before copying" }),
      });
    },
  );
});
