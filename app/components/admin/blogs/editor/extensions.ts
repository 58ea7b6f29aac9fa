import { mergeAttributes, Node } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";

/** An image with an optional caption, as `<figure><img><figcaption>`. */
const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "image figcaption?",
  draggable: true,
  isolating: true,
  parseHTML: () => [{ tag: "figure" }],
  renderHTML: ({ HTMLAttributes }) => ["figure", mergeAttributes(HTMLAttributes), 0],
});

const Figcaption = Node.create({
  name: "figcaption",
  content: "inline*",
  isolating: true,
  parseHTML: () => [{ tag: "figcaption" }],
  renderHTML: () => ["figcaption", 0],
});

/**
 * What the editor understands: the article markup the sanitizer allows
 * (headings 2–4, lists, quotes, code, links, images and figures, tables), so editing an
 * existing post never drops parts of it. Links carry no target or rel here:
 * the server adds them to external links when it sanitizes.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Figure,
  Figcaption,
  TableKit.configure({ table: { resizable: false } }),
];

/** Addresses a link may have: web, mail, a path on this site or an anchor. */
export function isLinkAddress(value: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*|#\S*)$/i.test(value);
}
