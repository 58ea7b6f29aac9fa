import { currentContentVersion } from "../../app/modules/content/content-version.server";

/** Whether a write marked the public content changed (so cached pages are refreshed). */
export async function changesContent(write: () => Promise<unknown>): Promise<boolean> {
  const before = await currentContentVersion();
  await write();
  return (await currentContentVersion()) !== before;
}
