import type { PageInput } from "../page-schema";

/**
 * The legal pages as shipped: each one legal-document block (the texts name
 * the company and the server's retention settings, app/content/legal/).
 */
export const LEGAL_PAGES: readonly PageInput[] = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    status: "published",
    seo: {
      title: "Privacy Policy",
      description:
        "How we collect, use, share and protect personal information from inquiries, job applications and visits to our website, and the privacy rights available to you.",
    },
    blocks: [{ id: "policy", type: "legal-document", fields: { document: "privacy" } }],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    status: "published",
    seo: {
      title: "Terms of Service",
      description:
        "The terms that apply when you use our website, read our articles, send us an inquiry or apply for a position.",
    },
    blocks: [{ id: "terms", type: "legal-document", fields: { document: "terms" } }],
  },
  {
    path: "/cookies",
    title: "Cookie Policy",
    status: "published",
    seo: {
      title: "Cookie Policy",
      description:
        "Our website uses only strictly necessary cookies for staff sign-in. No analytics, advertising or tracking cookies. Here is what we set and how to control cookies.",
    },
    blocks: [{ id: "policy", type: "legal-document", fields: { document: "cookies" } }],
  },
];
