import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/**
 * How the server draws constant parts: react-dom/server's
 * renderToStaticMarkup (given by entry.server.tsx, so that module stays out
 * of the browser's code) and where their HTML is kept, by name — for the
 * life of a production process; none in development, where code changes.
 */
export type StaticRender = {
  render: (element: ReactElement) => string;
  kept: Map<string, string> | null;
};

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
 * The content of an element made of the code's constants alone — no loader
 * data, no route or request, no link that needs the router (the careers
 * page's benefits, hiring steps and FAQ) — is drawn once, and every render
 * after puts its HTML in the same element: a page-cache miss (each new
 * careers search) renders only what changes. The markup is the same either
 * way; `host` draws the element around it.
 */
export function ConstantMarkup({
  name,
  host,
  children,
}: {
  name: string;
  host: (content: HostContent) => ReactElement;
  children: ReactNode;
}) {
  const server = useContext(StaticRenderContext);
  if (!server) return host({ children });
  let html = server.kept?.get(name);
  if (html === undefined) {
    html = server.render(<>{children}</>);
    server.kept?.set(name, html);
  }
  return host({ dangerouslySetInnerHTML: { __html: html } });
}
