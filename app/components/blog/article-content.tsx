import "~/styles/prose.css";

/**
 * The article body: HTML the loader has just sanitized (allowlist in
 * modules/blog/sanitize.server.ts). Code blocks and tables become keyboard
 * scrollable, since they may be wider than the column.
 */
export function ArticleContent({ html }: { html: string }) {
  return <div className="prose-article" dangerouslySetInnerHTML={{ __html: scrollable(html) }} />;
}

function scrollable(html: string): string {
  return html
    .replaceAll("<pre>", '<pre tabindex="0">')
    .replaceAll("<table>", '<div class="prose-table" tabindex="0"><table>')
    .replaceAll("</table>", "</table></div>");
}
