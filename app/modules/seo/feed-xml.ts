import { cdata, escapeXml } from "./xml";

/**
 * RSS 2.0 and Atom 1.0, written here rather than by a library so that every
 * value is escaped the one way its place needs (issue 25: the `feed`
 * package left attributes unescaped, and sent titles and summaries as HTML):
 *
 * - plain text (titles, summaries, names, tags) is text: Atom's
 *   `type="text"`; in RSS, whose description is HTML, a summary is escaped
 *   for HTML first, so `<b>` in a summary reads as those three characters;
 * - HTML (an article's content) goes in CDATA (Atom `type="html"`,
 *   RSS `content:encoded`);
 * - every attribute value is escaped.
 */

export type FeedOptions = {
  title: string;
  description: string;
  /** The feed's permanent id (Atom) and the site page it mirrors. */
  id: string;
  link: string;
  language: string;
  image: string;
  favicon: string;
  copyright: string;
  updated: Date;
  generator: string;
  feedLinks: { rss?: string; atom?: string };
  author?: { name: string; email?: string; link?: string };
};

export type FeedCategory = { name: string; term: string; domain?: string };

export type FeedItem = {
  title: string;
  id: string;
  link: string;
  /** Plain text. */
  description: string;
  /** HTML. */
  content: string;
  author?: { name: string }[];
  /** Last change. */
  date: Date;
  published?: Date;
  category?: FeedCategory[];
};

type Attributes = Record<string, string | undefined>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
}

/** An element of text (escaped), or nothing for an empty value. */
function text(indent: string, name: string, value: string | undefined, attrs: Attributes = {}) {
  return value ? `${indent}<${name}${attributes(attrs)}>${escapeXml(value)}</${name}>` : "";
}

const empty = (indent: string, name: string, attrs: Attributes) =>
  `${indent}<${name}${attributes(attrs)}/>`;

const lines = (...parts: string[]) => parts.filter(Boolean).join("\n");

export class SiteFeed {
  readonly items: FeedItem[] = [];

  constructor(readonly options: FeedOptions) {}

  addItem(item: FeedItem) {
    this.items.push(item);
  }

  rss2(): string {
    const o = this.options;
    const items = this.items.map((item) =>
      lines(
        "        <item>",
        text("            ", "title", item.title),
        text("            ", "link", item.link),
        text("            ", "guid", item.id, { isPermaLink: "false" }),
        text("            ", "pubDate", (item.published ?? item.date).toUTCString()),
        // RSS descriptions are HTML: the plain summary is escaped for HTML, then for XML.
        text("            ", "description", escapeXml(item.description)),
        `            <content:encoded>${cdata(item.content)}</content:encoded>`,
        ...(item.author ?? []).map((author) => text("            ", "dc:creator", author.name)),
        ...(item.category ?? []).map((category) =>
          text("            ", "category", category.name, { domain: category.domain }),
        ),
        "        </item>",
      ),
    );
    return lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
      "    <channel>",
      text("        ", "title", o.title),
      text("        ", "link", o.link),
      text("        ", "description", escapeXml(o.description)),
      text("        ", "lastBuildDate", o.updated.toUTCString()),
      text("        ", "docs", "https://validator.w3.org/feed/docs/rss2.html"),
      text("        ", "generator", o.generator),
      text("        ", "language", o.language),
      "        <image>",
      text("            ", "title", o.title),
      text("            ", "url", o.image),
      text("            ", "link", o.link),
      "        </image>",
      text("        ", "copyright", o.copyright),
      o.feedLinks.rss
        ? empty("        ", "atom:link", {
            href: o.feedLinks.rss,
            rel: "self",
            type: "application/rss+xml",
          })
        : "",
      ...items,
      "    </channel>",
      "</rss>",
      "",
    );
  }

  atom1(): string {
    const o = this.options;
    const author = (indent: string, person: { name: string; email?: string; link?: string }) =>
      lines(
        `${indent}<author>`,
        text(`${indent}    `, "name", person.name),
        text(`${indent}    `, "email", person.email),
        text(`${indent}    `, "uri", person.link),
        `${indent}</author>`,
      );
    const entries = this.items.map((item) =>
      lines(
        "    <entry>",
        text("        ", "title", item.title, { type: "text" }),
        text("        ", "id", item.id),
        empty("        ", "link", { href: item.link }),
        text("        ", "updated", item.date.toISOString()),
        text("        ", "summary", item.description, { type: "text" }),
        `        <content type="html">${cdata(item.content)}</content>`,
        ...(item.author ?? []).map((person) => author("        ", person)),
        ...(item.category ?? []).map((category) =>
          empty("        ", "category", {
            term: category.term,
            label: category.name,
            scheme: category.domain,
          }),
        ),
        text("        ", "published", item.published?.toISOString()),
        "    </entry>",
      ),
    );
    return lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      text("    ", "id", o.id),
      text("    ", "title", o.title, { type: "text" }),
      text("    ", "updated", o.updated.toISOString()),
      text("    ", "generator", o.generator),
      o.author ? author("    ", o.author) : "",
      empty("    ", "link", { rel: "alternate", href: o.link }),
      o.feedLinks.atom ? empty("    ", "link", { rel: "self", href: o.feedLinks.atom }) : "",
      text("    ", "subtitle", o.description, { type: "text" }),
      text("    ", "logo", o.image),
      text("    ", "icon", o.favicon),
      text("    ", "rights", o.copyright, { type: "text" }),
      ...entries,
      "</feed>",
      "",
    );
  }
}
