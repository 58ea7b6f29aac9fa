import sanitizeHtml from "sanitize-html";

/**
 * The one allowlist for article HTML, applied when a post is saved and again
 * when it is rendered: admin-authored HTML can format text, link and show
 * images, but never run script or style the page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "sub",
    "sup",
    "a",
    "blockquote",
    "pre",
    "code",
    "figure",
    "figcaption",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    code: ["class"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // The page already has the title as its <h1>.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      if (!external) return { tagName, attribs };
      return {
        tagName,
        attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function absolute(url: string | undefined, origin: string): string | undefined {
  if (!url || url.startsWith("#") || /^mailto:/i.test(url)) return url;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return url;
  }
}

/**
 * The same allowlist for feeds, with every link and image made absolute
 * (a feed reader has no page to resolve "/images/…" against) and no lazy
 * loading hint.
 */
export function sanitizePostHtmlForFeed(html: string, origin: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      a: (tagName, attribs) => {
        const linked = (OPTIONS.transformTags!.a as sanitizeHtml.Transformer)(tagName, attribs);
        return { ...linked, attribs: { ...linked.attribs, href: absolute(attribs.href, origin)! } };
      },
      img: (tagName, attribs) => {
        const rest = { ...attribs };
        delete rest.loading;
        return { tagName, attribs: { ...rest, src: absolute(attribs.src, origin)! } };
      },
    },
  });
}
