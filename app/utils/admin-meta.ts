import { DEMO_COMPANY } from "~/content/company";

/** Staff pages: a plain title and no indexing by search engines. */
export function adminMeta(title: string) {
  return [
    { title: `${title} | ${DEMO_COMPANY.name} Admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
