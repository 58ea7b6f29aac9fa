import { AsyncLocalStorage } from "node:async_hooks";

// React Router hands each loader and action a copy of the Request (it strips
// its own query parameters), so a lookup memoised on the Request object is
// repeated by every loader of one page. The server runs each request inside
// a scope instead, and lookups that every loader repeats (who is signed in)
// are made once per scope. Kept on globalThis, like the database handle, so
// a second copy of this module (Vite's dev server) reads the same scope.
const store = globalThis as typeof globalThis & {
  __arcwellRequestScope?: AsyncLocalStorage<Map<string, unknown>>;
};
const storage = (store.__arcwellRequestScope ??= new AsyncLocalStorage());

/** Runs `handle` (one HTTP request through the router) in a fresh scope. */
export function withRequestScope<T>(handle: () => T): T {
  return storage.run(new Map(), handle);
}

/**
 * `make()`'s answer, made once per request scope and key; outside a scope
 * (scripts, module tests calling a function directly) made every time.
 */
export function requestScoped<T>(key: string, make: () => T): T {
  const scope = storage.getStore();
  if (!scope) return make();
  if (!scope.has(key)) scope.set(key, make());
  return scope.get(key) as T;
}
