import { and, eq, inArray } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Tx } from "~/db/client.server";
import { mediaAssets } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { MAX_MEDIA_ALT_LENGTH } from "./media-limits";
import { mediaNameOf } from "./media-storage.server";

/**
 * Alt text typed where a library image goes into a post becomes the
 * library's description of that image when it has none yet, so the next
 * person who picks the image is offered it. An existing description is
 * never replaced: it was written for the library on purpose, while a post's
 * alt text may only fit that post.
 */

/** Each library image of a post's sanitized HTML, with the first alt text it has there. */
export function libraryImageAlts(html: string): Map<string, string> {
  const alts = new Map<string, string>();
  for (const image of DomUtils.getElementsByTagName("img", parseDocument(html))) {
    const name = mediaNameOf(image.attribs.src);
    const alt = (image.attribs.alt ?? "").replace(/\s+/g, " ").trim();
    // Longer than the library keeps: left for someone to shorten in the library.
    if (!name || !alt || alt.length > MAX_MEDIA_ALT_LENGTH || alts.has(name)) continue;
    alts.set(name, alt);
  }
  return alts;
}

/**
 * Describes the post's undescribed library images with the post's alt
 * texts, in the save's transaction, each with a "media.alt" audit entry
 * naming the post. Returns the images described.
 */
export async function describeImagesFromPost(
  tx: Tx,
  actor: Actor,
  post: { slug: string; content: string },
): Promise<string[]> {
  const alts = libraryImageAlts(post.content);
  if (!alts.size) return [];
  const undescribed = await tx
    .select({ name: mediaAssets.name })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.name, [...alts.keys()]), eq(mediaAssets.alt, "")));
  const described: string[] = [];
  for (const { name } of undescribed) {
    // Re-checked in the update: a description saved meanwhile stays.
    const [row] = await tx
      .update(mediaAssets)
      .set({ alt: alts.get(name)! })
      .where(and(eq(mediaAssets.name, name), eq(mediaAssets.alt, "")))
      .returning({ name: mediaAssets.name });
    if (!row) continue;
    await recordAudit(
      {
        action: "media.alt",
        actor: actor.user,
        target: { id: name },
        ip: actor.ip,
        details: { fromPost: post.slug },
      },
      tx,
    );
    described.push(name);
  }
  return described;
}
