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

/**
 * A part of a page made of the code's constants alone — no loader data, no
 * route or request, no link that needs the router (the careers page's
 * benefits, hiring steps and FAQ) — is drawn once, and every render after
 * reuses its HTML: a page-cache miss (each new careers search) renders only
 * what changes. The wrapper is `display: contents`: it adds no box and no
 * meaning.
 */
export function ConstantMarkup({ name, children }: { name: string; children: ReactElement }) {
  const server = useContext(StaticRenderContext);
  if (!server) return <div className="contents">{children}</div>;
  let html = server.kept?.get(name);
  if (html === undefined) {
    html = server.render(children);
    server.kept?.set(name, html);
  }
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
