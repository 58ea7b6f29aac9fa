import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/**
 * How the server draws constant parts: react-dom/server's
 * renderToStaticMarkup (given by entry.server.tsx, so that module stays out
 * of the browser's code) and where their HTML is kept, by name and the
 * values it is made of — for the life of a production process; none in
 * development, where code changes.
 */
export type StaticRender = {
  render: (element: ReactElement) => string;
  kept: Map<string, string> | null;
};

/**
 * Kept parts at most. A part made of values kept per content version (the
 * header's menu, a job's card) is kept again for each new version; the
 * oldest go first, so a site that changes all day holds a bounded amount.
 */
export const MAX_KEPT_PARTS = 1_000;

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** An object by identity (a new object is a new key), anything else by value. */
function keyOf(value: unknown): string {
  if (typeof value === "object" && value !== null) {
    let identity = identities.get(value);
    if (identity === undefined) identities.set(value, (identity = ++lastIdentity));
    return `#${identity}`;
  }
  return `${typeof value}:${String(value)}`;
}

const StaticRenderContext = createContext<StaticRender | null>(null);

export function StaticRenderProvider({
  value,
  children,
}: {
  value: StaticRender;
  children: ReactNode;
}) {
  return <StaticRenderContext.Provider value={value}>{children}</StaticRenderContext.Provider>;
}

/** What the host element holds: the parts themselves, or their HTML drawn before. */
export type HostContent = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

/**
 * The content of an element made of the code's constants — no route or
 * request, no link that needs the router (the careers page's benefits,
 * hiring steps and FAQ) — is drawn once, and every render after puts its
 * HTML in the same element: a page-cache miss (each new careers search)
 * renders only what changes. `of` lists the values the part is drawn from
 * besides constants; objects count by identity, so it suits values kept
 * for a content version (the header's company and menu, a job's card): a
 * new version's objects draw the part anew. The markup is the same either
 * way (save React's separators between neighbouring texts, which only a
 * hydrating page needs: those pages get no StaticRender); `host` draws the
 * element around it.
 */
export function ConstantMarkup({
  name,
  of = [],
  host,
  children,
}: {
  name: string;
  of?: readonly unknown[];
  host: (content: HostContent) => ReactElement;
  children: ReactNode;
}) {
  const server = useContext(StaticRenderContext);
  if (!server) return host({ children });
  const key = of.length ? `${name} ${of.map(keyOf).join(" ")}` : name;
  let html = server.kept?.get(key);
  if (html === undefined) {
    html = server.render(<>{children}</>);
    if (server.kept) {
      if (server.kept.size >= MAX_KEPT_PARTS) server.kept.delete(server.kept.keys().next().value!);
      server.kept.set(key, html);
    }
  }
  return host({ dangerouslySetInnerHTML: { __html: html } });
}
