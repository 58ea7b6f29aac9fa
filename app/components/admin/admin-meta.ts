type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * Staff pages: a plain title with the company's saved name (from the root
 * loader, so a renamed company shows at once) and no indexing by search engines.
 */
export function adminMeta(matches: readonly MetaMatch[], title: string) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { company?: { name?: string } } | undefined;
  const company = root?.company?.name;
  return [
    { title: company ? `${title} | ${company} Admin` : `${title} | Admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
