/**
 * Shares one read among concurrent callers without ever handing a caller a
 * read that started before it asked. A caller that arrives while a read is
 * running waits for the next one, which starts as soon as the running one
 * settles and serves everybody who arrived meanwhile. So under load there is
 * at most one read in flight plus one queued, and each answer reflects every
 * write that completed before its caller arrived.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  function start(): Promise<T> {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = null;
    };
    current.then(settle, settle);
    return current;
  }

  return function get(): Promise<T> {
    if (!running) return start();
    if (!queued) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      queued = after.then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}
