import { DEMO_COMPANY } from "~/content/company";

type MetaInput = { title: string; description: string };

/** Title and description tags for a page; the home page passes its own full title. */
export function pageMeta({ title, description }: MetaInput) {
  const fullTitle = title.includes(DEMO_COMPANY.name) ? title : `${title} | ${DEMO_COMPANY.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
