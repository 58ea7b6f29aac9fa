import { iconFor, type IconRef } from "~/components/content-icons";
import { Container } from "~/components/ui/container";

type ServicesIndexProps = {
  /** Each entry jumps to the section with that id on the same page. */
  items: Array<{ id: string; title: string; icon: IconRef }>;
  headingId?: string;
};

/**
 * The services page's table of contents, right under the hero: on a phone
 * the page is many screens long, and this is the way to the practice a
 * visitor came for (issue 29 item 10). Plain anchors; html's
 * scroll-padding-top keeps the section heading clear of the fixed header.
 */
export function ServicesIndex({ items, headingId = "services-index-heading" }: ServicesIndexProps) {
  const links = items.map(({ icon, ...item }) => ({ ...item, Icon: iconFor(icon) }));
  return (
    <nav aria-labelledby={headingId} className="border-b border-slate-200 bg-white">
      <Container className="flex flex-col gap-3 py-4 sm:py-6 lg:flex-row lg:items-center lg:gap-6">
        <h2
          id={headingId}
          className="shrink-0 text-sm font-semibold uppercase tracking-[0.14em] text-slate-600"
        >
          On this page
        </h2>
        <ul className="flex flex-wrap gap-2">
          {links.map(({ id, title, Icon }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-2 text-sm sm:px-3.5 font-medium text-navy-900 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {/* Icons from the small breakpoint on: on a phone two titles share a row. */}
                <Icon
                  className="hidden size-4 shrink-0 text-brand-700 sm:block"
                  aria-hidden="true"
                />
                {title}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
