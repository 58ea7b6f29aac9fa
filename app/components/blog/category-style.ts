/** Badge and fallback-cover colours per category; contrast checked against AA. */
const STYLES: Record<string, { badge: string; cover: string }> = {
  ai: { badge: "bg-brand-50 text-brand-700", cover: "from-brand-600 via-brand-800 to-navy-950" },
  "data-science": {
    badge: "bg-teal-50 text-teal-800",
    cover: "from-accent-600 via-navy-700 to-navy-950",
  },
  "data-engineering": {
    badge: "bg-navy-50 text-navy-700",
    cover: "from-navy-500 via-navy-800 to-navy-950",
  },
  cloud: { badge: "bg-sky-50 text-sky-800", cover: "from-sky-600 via-navy-800 to-navy-950" },
  tech: { badge: "bg-slate-100 text-slate-700", cover: "from-slate-500 via-navy-800 to-navy-950" },
};

const FALLBACK = { badge: "bg-slate-100 text-slate-700", cover: "from-navy-600 to-navy-950" };

export function categoryStyle(category: string) {
  return STYLES[category] ?? FALLBACK;
}
