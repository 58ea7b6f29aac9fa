import { expect, test } from "vitest";
import { freshRead } from "./fresh-read";

/** A read whose answers the test releases by hand, recording when each started. */
function controlledRead() {
  const started: Array<(value: number) => void> = [];
  const read = () => new Promise<number>((resolve) => started.push(resolve));
  return { read, started };
}

test("callers during a running read share the next one, never the running one", async () => {
  const { read, started } = controlledRead();
  const get = freshRead(read);

  const first = get(); // starts read 1
  const second = get(); // arrived after read 1 started: waits for read 2
  const third = get(); // shares read 2
  expect(started).toHaveLength(1);

  started[0]!(1);
  expect(await first).toBe(1);
  await Promise.resolve();
  expect(started).toHaveLength(2);

  started[1]!(2);
  expect(await second).toBe(2);
  expect(await third).toBe(2);
});

test("a failed read fails its callers and the next caller reads again", async () => {
  let calls = 0;
  const get = freshRead(async () => {
    calls += 1;
    if (calls === 1) throw new Error("down");
    return calls;
  });
  await expect(get()).rejects.toThrow("down");
  expect(await get()).toBe(2);
});

test("a caller queued behind a failing read still gets a fresh answer", async () => {
  const { read, started } = controlledRead();
  let fail = true;
  const get = freshRead(() => (fail ? Promise.reject(new Error("down")) : read()));
  const first = get();
  fail = false;
  const second = get();
  await expect(first).rejects.toThrow("down");
  await Promise.resolve();
  await Promise.resolve();
  started[0]!(7);
  expect(await second).toBe(7);
});
