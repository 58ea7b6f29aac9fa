import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML, true once React runs in the browser (buttons that need JavaScript). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
