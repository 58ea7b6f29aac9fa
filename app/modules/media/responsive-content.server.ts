import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mediaAssets } from "~/db/schema";
import { mediaNameOf } from "./media-storage.server";
import { PICTURE_SIZES, pictureSources, type PictureInfo } from "./picture";

/**
 * Library images inside a post's sanitized HTML become <picture> elements
 * (AVIF, WebP, the original format; srcset, sizes, width and height) when
 * the page renders — the stored content keeps plain <img> tags, so a later
 * change of renditions needs no rewrite of posts. Runs on the sanitizer's
 * output, whose tags and attributes have one known, escaped form.
 */

const IMG_TAG = /<img\b([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
}

const decodeAmpersands = (value: string) => value.replace(/&amp;/g, "&");

function renderTag(name: string, attributes: Map<string, string>): string {
  const text = [...attributes].map(([key, value]) => ` ${key}="${value}"`).join("");
  return `<${name}${text} />`;
}

/** Rewrites the library images of `html` (already sanitized) into <picture> elements. */
export function pictureHtml(html: string, pictures: ReadonlyMap<string, PictureInfo>): string {
  return html.replace(IMG_TAG, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    const name = mediaNameOf(decodeAmpersands(attributes.get("src") ?? ""));
    const info = name ? pictures.get(name) : undefined;
    const sources = info && pictureSources(info);
    if (!sources) return tag;
    const sizes = PICTURE_SIZES.article;
    attributes.set("srcset", escapeAttribute(sources.srcSet));
    attributes.set("sizes", sizes);
    attributes.set("width", String(sources.width));
    attributes.set("height", String(sources.height));
    attributes.set("decoding", "async");
    const sourceTags = sources.sources.map((source) =>
      renderTag(
        "source",
        new Map([
          ["type", source.type],
          ["srcset", escapeAttribute(source.srcSet)],
          ["sizes", sizes],
        ]),
      ),
    );
    return `<picture>${sourceTags.join("")}${renderTag("img", attributes)}</picture>`;
  });
}

/** The library facts of every library image a post's HTML names (one query). */
export async function picturesIn(html: string): Promise<Map<string, PictureInfo>> {
  const names = new Set<string>();
  for (const [, attributeText] of html.matchAll(IMG_TAG)) {
    const name = mediaNameOf(decodeAmpersands(attributesOf(attributeText!).get("src") ?? ""));
    if (name) names.add(name);
  }
  return picturesNamed(names);
}

/** The library facts (size, renditions) of images by their /media/ addresses (one query). */
export async function picturesOf(urls: Iterable<string>): Promise<Map<string, PictureInfo>> {
  const names = new Set<string>();
  for (const url of urls) {
    const name = mediaNameOf(url);
    if (name) names.add(name);
  }
  return picturesNamed(names);
}

async function picturesNamed(names: Set<string>): Promise<Map<string, PictureInfo>> {
  if (!names.size) return new Map();
  const rows = await db()
    .select({
      name: mediaAssets.name,
      width: mediaAssets.width,
      height: mediaAssets.height,
      renditions: mediaAssets.renditions,
    })
    .from(mediaAssets)
    .where(inArray(mediaAssets.name, [...names]));
  return new Map(rows.map((row) => [row.name, row]));
}

/** A post's sanitized HTML with its library images as responsive <picture> elements. */
export async function responsiveContent(html: string): Promise<string> {
  return pictureHtml(html, await picturesIn(html));
}
