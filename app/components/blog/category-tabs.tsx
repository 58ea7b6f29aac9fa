import { Link } from "react-router";
import { ALL_POSTS_LABEL, BLOG_CATEGORIES } from "~/modules/blog/categories";
import { cn } from "~/utils/cn";
import { blogListHref } from "./blog-links";

type CategoryTabsProps = { active: string | null; q: string };

const TABS = [{ id: null, name: ALL_POSTS_LABEL }, ...BLOG_CATEGORIES];

/** "Tabs" that are links (each is a filtered URL), keeping the search text. */
export function CategoryTabs({ active, q }: CategoryTabsProps) {
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id ?? "all"}>
              <Link
                to={blogListHref({ q, category: tab.id })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                  current
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
