import { expect, test } from "vitest";
import { EVERY_BLOCK_PAGE, WHOLE_PAGE_BLOCK_TYPES } from "../../../tests/helpers/every-block-page";
import { BLOCK_LIMITS, BLOCK_TYPES, BlockSchema } from "./block-schemas";
import { DEMO_PAGES } from "./demo-pages";
import { PageSchema, PagePathSchema, RESERVED_PATH_SEGMENTS } from "./page-schema";

/** The messages a value gets from a schema, by dotted path. */
function messagesOf(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  if (result.success) return {};
  // The first message of each field, as a form shows it.
  return Object.fromEntries(
    result
      .error!.issues.map((issue) => [issue.path.map(String).join("."), issue.message])
      .reverse(),
  );
}

test("the shipped pages and the every-block test page parse", () => {
  for (const page of [...DEMO_PAGES, EVERY_BLOCK_PAGE]) {
    expect(messagesOf(PageSchema, page), page.path).toEqual({});
  }
});

test("the every-block test page holds every block type (a whole legal page is checked on the seeded ones)", () => {
  const types = new Set<string>(EVERY_BLOCK_PAGE.blocks.map((block) => block.type));
  for (const type of WHOLE_PAGE_BLOCK_TYPES) {
    expect(DEMO_PAGES.some((page) => page.blocks.some((block) => block.type === type))).toBe(true);
    types.add(type);
  }
  expect([...types].sort()).toEqual([...BLOCK_TYPES].sort());
});

const long = (limit: number) => "x".repeat(limit + 1);

/** For each block type, a bad block and the message it must get, at its field. */
const BAD_BLOCKS: Array<[string, unknown, string, string]> = [
  [
    "hero without a title",
    { id: "a", type: "hero", fields: { title: " " } },
    "fields.title",
    "Title is required",
  ],
  [
    "hero button to a javascript: link",
    {
      id: "a",
      type: "hero",
      fields: { title: "T", actions: [{ label: "Go", to: "javascript:alert(1)" }] },
    },
    "fields.actions.0.to",
    "Link must be a path on this site (/…), an anchor on the page (#…) or an https:// address",
  ],
  [
    "feature grid without items",
    { id: "a", type: "feature-grid", fields: { title: "T", items: [] } },
    "fields.items",
    "Add at least one item",
  ],
  [
    "feature grid item with an unknown icon",
    {
      id: "a",
      type: "feature-grid",
      fields: { title: "T", items: [{ icon: "nope", title: "I", description: "D" }] },
    },
    "fields.items.0.icon",
    "Choose an icon from the list",
  ],
  [
    "process with one step",
    {
      id: "a",
      type: "process-steps",
      fields: { title: "T", steps: [{ icon: "cloud", title: "S", description: "D" }] },
    },
    "fields.steps",
    "A process has at least two steps",
  ],
  [
    "role group without roles",
    {
      id: "a",
      type: "role-groups",
      fields: { title: "T", groups: [{ icon: "code", title: "G", roles: [] }] },
    },
    "fields.groups.0.roles",
    "Add at least one role",
  ],
  [
    "page index with one link",
    {
      id: "a",
      type: "page-index",
      fields: { items: [{ anchor: "x", title: "X", icon: "cloud" }] },
    },
    "fields.items",
    "An index links at least two sections",
  ],
  [
    "link card to a protocol-relative address",
    {
      id: "a",
      type: "link-cards",
      fields: {
        title: "T",
        cards: [{ icon: "cloud", title: "C", description: "D", to: "//evil.example" }],
      },
    },
    "fields.cards.0.to",
    "Link must be a path on this site (/…), an anchor on the page (#…) or an https:// address",
  ],
  [
    "service without capabilities",
    {
      id: "a",
      type: "service-detail",
      fields: { eyebrow: "E", title: "T", description: "D", icon: "cloud", capabilities: [] },
    },
    "fields.capabilities",
    "Add at least one capability",
  ],
  [
    "testimonial without the client's name",
    {
      id: "a",
      type: "testimonials",
      fields: {
        title: "T",
        stories: [
          {
            project: "P",
            industry: "I",
            quote: "Q",
            client: { name: "", title: "CTO", company: "C" },
          },
        ],
      },
    },
    "fields.stories.0.client.name",
    "Client name is required",
  ],
  [
    "stats figure too long",
    {
      id: "a",
      type: "stats",
      fields: { title: "T", stats: [{ value: long(BLOCK_LIMITS.statValue), label: "L" }] },
    },
    "fields.stats.0.value",
    `Figure must be at most ${BLOCK_LIMITS.statValue} characters`,
  ],
  [
    "latest posts of an unknown category",
    { id: "a", type: "latest-posts", fields: { title: "T", category: "gossip" } },
    "fields.category",
    "Choose a blog category",
  ],
  [
    "latest posts asking for too many",
    { id: "a", type: "latest-posts", fields: { title: "T", limit: 500 } },
    "fields.limit",
    `Show at most ${BLOCK_LIMITS.latestPosts} posts`,
  ],
  [
    "featured topics without a link",
    {
      id: "a",
      type: "featured-topics",
      fields: {
        eyebrow: "E",
        title: "T",
        description: "D",
        topics: [{ label: "L", icon: "cloud" }],
      },
    },
    "fields.link",
    "Invalid input: expected object, received undefined",
  ],
  [
    "call to action without buttons",
    { id: "a", type: "cta", fields: { title: "T", description: "D", actions: [] } },
    "fields.actions",
    "Add at least one button",
  ],
  [
    "rich text too long",
    { id: "a", type: "rich-text", fields: { title: "T", body: long(BLOCK_LIMITS.richText) } },
    "fields.body",
    `Text must be at most ${BLOCK_LIMITS.richText} characters`,
  ],
  [
    "FAQ question without an answer",
    { id: "a", type: "faq", fields: { title: "T", items: [{ question: "Q?", answer: "" }] } },
    "fields.items.0.answer",
    "Answer is required",
  ],
  [
    "a contact form without a title",
    { id: "a", type: "contact-form", fields: { title: " " } },
    "fields.title",
    "Title is required",
  ],
  [
    "offices with a title too long",
    { id: "a", type: "offices", fields: { title: long(BLOCK_LIMITS.title) } },
    "fields.title",
    `Title must be at most ${BLOCK_LIMITS.title} characters`,
  ],
  [
    "a legal text that does not exist",
    { id: "a", type: "legal-document", fields: { document: "imprint" } },
    "fields.document",
    "Choose a legal text",
  ],
  [
    "a block of no known type",
    { id: "a", type: "carousel", fields: {} },
    "type",
    "Unknown block type",
  ],
  [
    "logo without alt text",
    {
      id: "a",
      type: "logos",
      fields: { title: "T", logos: [{ image: { url: "/media/a.png", alt: " " }, name: "Acme" }] },
    },
    "fields.logos.0.image.alt",
    "Image description (alt text) is required",
  ],
  [
    "logo from outside the media library",
    {
      id: "a",
      type: "logos",
      fields: {
        title: "T",
        logos: [{ image: { url: "https://evil.example/a.png", alt: "A" }, name: "Acme" }],
      },
    },
    "fields.logos.0.image.url",
    "Choose an image from the media library",
  ],
  [
    "too many logos",
    {
      id: "a",
      type: "logos",
      fields: {
        title: "T",
        logos: Array.from({ length: BLOCK_LIMITS.logos + 1 }, () => ({
          image: { url: "/media/a.png", alt: "A" },
          name: "Acme",
        })),
      },
    },
    "fields.logos",
    `At most ${BLOCK_LIMITS.logos} logos`,
  ],
  [
    "image and text without an image",
    {
      id: "a",
      type: "image-text",
      fields: { title: "T", description: "D", image: { url: "", alt: "" } },
    },
    "fields.image.url",
    "Choose an image",
  ],
  [
    "image on a side that does not exist",
    {
      id: "a",
      type: "image-text",
      fields: {
        title: "T",
        description: "D",
        image: { url: "/media/a.png", alt: "A" },
        imagePosition: "top",
      },
    },
    "fields.imagePosition",
    "Choose left or right",
  ],
  [
    "a person whose bio is too long",
    {
      id: "a",
      type: "team",
      fields: {
        title: "T",
        people: [
          {
            photo: { url: "/media/a.png", alt: "A" },
            name: "N",
            role: "R",
            bio: long(BLOCK_LIMITS.bio),
          },
        ],
      },
    },
    "fields.people.0.bio",
    `Short bio must be at most ${BLOCK_LIMITS.bio} characters`,
  ],
  [
    "a person linked to a javascript: address",
    {
      id: "a",
      type: "team",
      fields: {
        title: "T",
        people: [
          { photo: { url: "/media/a.png", alt: "A" }, name: "N", role: "R", to: "javascript:x" },
        ],
      },
    },
    "fields.people.0.to",
    "Link must be a path on this site (/…), an anchor on the page (#…) or an https:// address",
  ],
  [
    "open positions showing too many",
    {
      id: "a",
      type: "open-positions",
      fields: { title: "T", maxPositions: BLOCK_LIMITS.openPositions + 1 },
    },
    "fields.maxPositions",
    `Show at most ${BLOCK_LIMITS.openPositions} positions`,
  ],
  [
    "open positions of a department name too long",
    {
      id: "a",
      type: "open-positions",
      fields: { title: "T", department: long(BLOCK_LIMITS.jobFilter) },
    },
    "fields.department",
    `Department must be at most ${BLOCK_LIMITS.jobFilter} characters`,
  ],
  [
    "talent pool without a button text",
    { id: "a", type: "talent-pool", fields: { title: "T", description: "D", buttonLabel: "" } },
    "fields.buttonLabel",
    "Button text is required",
  ],
  [
    "a block id with spaces",
    { id: "My block", type: "stats", fields: { title: "T", stats: [{ value: "1", label: "L" }] } },
    "id",
    "Block id must be lowercase letters, digits and dashes",
  ],
];

test.each(BAD_BLOCKS)(
  "%s is refused with a message at its field",
  (_name, block, path, message) => {
    expect(messagesOf(BlockSchema, block)[path]).toBe(message);
  },
);

test("every block type has a bad-input case above", () => {
  const covered = new Set(BAD_BLOCKS.map(([, block]) => (block as { type: string }).type));
  for (const type of BLOCK_TYPES) expect(covered, type).toContain(type);
});

test("a path the site's own routes use is refused with a clear message", () => {
  for (const path of [
    "/admin",
    "/admin/pages",
    "/api/auth",
    "/careers",
    "/careers/rss.xml",
    "/blog",
    "/p/abc",
    "/maps",
    "/media",
    "/assets",
    "/featured-blogs",
  ]) {
    const reserved = path.split("/")[1];
    expect(messagesOf(PagePathSchema, path)[""], path).toBe(
      `The path /${reserved} belongs to the site's own pages; choose another path`,
    );
  }
  // Files and server routes are refused too (the list names them exactly).
  expect(RESERVED_PATH_SEGMENTS).toEqual(
    expect.arrayContaining(["sitemap.xml", "robots.txt", "healthz", "readyz", "metrics"]),
  );
  expect(messagesOf(PagePathSchema, "/sitemap.xml")[""]).toMatch(/\/sitemap\.xml belongs/);
});

test("free paths are accepted; malformed ones get the path rule", () => {
  for (const path of ["/", "/cloud-migration", "/solutions/cloud-2026", "/services"]) {
    expect(messagesOf(PagePathSchema, path), path).toEqual({});
  }
  for (const path of ["cloud", "/Cloud", "/cloud/", "/a b", "//evil.example", "/careers-not"]) {
    const messages = messagesOf(PagePathSchema, path);
    if (path === "/careers-not") expect(messages).toEqual({});
    else expect(messages[""], path).toMatch(/^Path must start with \//);
  }
});

test("the new block types keep their defaults and leave optional links out", () => {
  const parsed = BlockSchema.parse({
    id: "roles",
    type: "open-positions",
    fields: { title: "Open roles" },
  });
  expect(parsed).toMatchObject({ fields: { maxPositions: 4 } });
  const people = BlockSchema.parse({
    id: "people",
    type: "team",
    fields: {
      title: "T",
      people: [{ photo: { url: "/media/a.png", alt: "A" }, name: "N", role: "R" }],
    },
  });
  expect(people).toMatchObject({ fields: { tone: "white", people: [{ name: "N" }] } });
  expect((people.fields as { people: Array<{ to?: string }> }).people[0]!.to).toBeUndefined();
  const imageText = BlockSchema.parse({
    id: "it",
    type: "image-text",
    fields: { title: "T", description: "D", image: { url: "/media/a.png", alt: "A" } },
  });
  expect(imageText).toMatchObject({ fields: { imagePosition: "left" } });
});

test("two blocks with one id are refused at the second", () => {
  const stats = { type: "stats", fields: { title: "T", stats: [{ value: "1", label: "L" }] } };
  const messages = messagesOf(PageSchema, {
    ...EVERY_BLOCK_PAGE,
    blocks: [
      { id: "same", ...stats },
      { id: "same", ...stats },
    ],
  });
  expect(messages["blocks.1.id"]).toBe('Two blocks share the id "same"; each needs its own');
});

test("a second contact form or legal text on one page is refused at the second", () => {
  const form = { type: "contact-form", fields: { title: "Write" } };
  const legal = { type: "legal-document", fields: { document: "terms" } };
  const messages = messagesOf(PageSchema, {
    ...EVERY_BLOCK_PAGE,
    blocks: [
      { id: "one", ...form },
      { id: "two", ...form },
      { id: "three", ...legal },
      { id: "four", ...legal },
    ],
  });
  expect(messages["blocks.1.type"]).toBe("A page holds one contact form block at most");
  expect(messages["blocks.3.type"]).toBe("A page holds one legal text block at most");
  expect(messages["blocks.0.type"]).toBeUndefined();
});
