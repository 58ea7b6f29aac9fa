import { currentContentVersion } from "../../app/modules/content/content-version.server";

/** Whether a write marked the public content changed (so cached pages are refreshed). */
export async function changesContent(write: () => Promise<unknown>): Promise<boolean> {
  const before = await currentContentVersion();
  await write();
  return (await currentContentVersion()) !== before;
}

/**
 * Waits until this process knows the content version without asking the
 * database: at once on PGlite; on PostgreSQL once the listening connection is
 * up (it opens on first use). Tests that count a request's statements wait
 * for it, or the version's own read would be counted too.
 */
export async function contentVersionInMemory(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const version = currentContentVersion();
    if (typeof version === "string") return;
    await version;
    if (Date.now() > deadline)
      throw new Error("the content version is still read from the database");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
