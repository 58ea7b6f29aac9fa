/**
 * A route's `headers` export for forms that can answer 429: a document
 * response (a form posted without JavaScript) carries only the headers this
 * returns, so the action's Retry-After must be passed on here.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const retryAfter = actionHeaders.get("Retry-After");
  return new Headers(retryAfter ? { "Retry-After": retryAfter } : undefined);
}
