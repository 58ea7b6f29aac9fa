import type { Block } from "./block-schemas";
import { loadBlockData } from "./pages.server";

/** The posts a draft's "latest posts" blocks show, as the public page hands them to its view. */
export async function previewPosts(blocks: readonly Block[]) {
  const data = await loadBlockData(blocks);
  return Object.fromEntries(
    Object.entries(data.posts).map(([blockId, cards]) => [
      blockId,
      cards.map(({ tags: _tags, id: _id, ...card }) => card),
    ]),
  );
}
