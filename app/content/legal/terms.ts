import type { LegalDocumentBuilder, LegalMeta } from "./types";

export const TERMS_META: LegalMeta = {
  title: "Terms of Service",
  description:
    "The terms that apply when you use our website, read our articles, send us an inquiry or apply for a position.",
};

export const termsOfService: LegalDocumentBuilder = (company) => ({
  title: TERMS_META.title,
  lastUpdated: "November 1, 2026",
  lastUpdatedIso: "2026-11-01",
  intro: `These terms govern your use of the ${company.name} website, including its articles, job listings, contact form and application form. By using the website you agree to them. If you do not agree, please do not use the website. Consulting and staffing engagements are covered by separate written agreements, not by these terms.`,
  sections: [
    {
      id: "using-the-website",
      heading: "Using the website",
      paragraphs: [
        "You may browse the website, read and share links to our articles, contact us and apply for open positions for your own personal or internal business purposes. When you send us information, it must be accurate and it must be yours to share.",
        "Parts of the website are reserved for our staff. If you have a staff account, keep your password and two-step verification device to yourself and tell us at once if you think someone else has used your account. We may suspend or remove access to any part of the website at any time, for example to carry out maintenance or to stop misuse.",
      ],
    },
    {
      id: "information-not-advice",
      heading: "Information, not professional advice",
      paragraphs: [
        "Our blog articles, service descriptions and other content are general information about technology and business. They are not professional, legal, financial, security or engineering advice for your situation, and reading them does not create a consulting or client relationship with us. Technology changes quickly, so some content may be out of date. Before acting on it, get advice that takes your own circumstances into account; we are glad to discuss an engagement.",
        "Job listings describe positions we are recruiting for. They are not offers of employment, and we may change or withdraw them at any time. Submitting an inquiry does not oblige either of us to enter into an agreement.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The website and its content, including text, articles, graphics, illustrations, logos and the way they are arranged, belong to ${company.name} or its licensors and are protected by copyright, trademark and other laws. Our name and logo are our trademarks; you may not use them in a way that suggests we endorse you or your products.`,
        "You may quote short extracts from our articles with a clear credit and a link to the original. Any other copying, republishing, selling or creation of derivative works requires our written permission.",
      ],
    },
    {
      id: "your-submissions",
      heading: "Your submissions",
      paragraphs: [
        "When you send us an inquiry, an application, a résumé or other material, you confirm that it is accurate, that you have the right to share it and that it does not infringe anyone else’s rights. You keep ownership of what you send. You allow us to store, copy and use it to respond to you, to assess your application and otherwise as described in our Privacy Policy.",
        "Please do not send confidential or proprietary business information through the contact form. We will discuss confidentiality arrangements with you before any such information is exchanged. Ideas or suggestions you send us voluntarily may be used without any obligation to you.",
      ],
    },
    {
      id: "prohibited-use",
      heading: "Prohibited use",
      paragraphs: ["When using the website, you must not:"],
      list: [
        "break any law or regulation, or help anyone else to do so;",
        "submit false or misleading information, or apply or make inquiries in someone else’s name;",
        "upload files that contain viruses or other harmful code, or material that is unlawful, defamatory, obscene or infringing;",
        "try to gain unauthorized access to the website, the staff area, our servers or any account, or probe, scan or test their vulnerability without our written permission;",
        "interfere with or disrupt the website, for example by overloading it, sending spam through its forms or bypassing rate limits or other security measures;",
        "scrape, harvest or copy content or personal information in bulk by automated means, other than ordinary search-engine indexing; or",
        "use the website to send unsolicited advertising or to recruit our consultants or clients using information obtained from it.",
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-party links and services",
      paragraphs: [
        "The website links to sites we do not control, such as OpenStreetMap for directions and our profiles on social networks. We provide these links for convenience only. We are not responsible for the content, availability or privacy practices of those sites, and a link does not mean we endorse them. Their own terms and policies apply when you visit them.",
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      paragraphs: [
        "We work to keep the website accurate, secure and available, but we provide it “as is” and “as available.” To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement. We do not promise that the website will be uninterrupted, error-free or free of harmful components, or that its content is complete or current.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${company.name} and its officers, employees and agents will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or business opportunity, arising from or relating to your use of, or inability to use, the website or its content, even if we have been told such loss was possible.`,
        "Our total liability for any claim relating to the website is limited to one hundred US dollars (US$100). Some jurisdictions do not allow certain limitations, so parts of this section may not apply to you. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "indemnity",
      heading: "Indemnity",
      paragraphs: [
        `You agree to defend, indemnify and hold harmless ${company.name} and its officers, employees and agents from any claims, losses, liabilities and expenses, including reasonable attorneys’ fees, arising from your breach of these terms, your misuse of the website or material you submit.`,
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of the State of New Jersey, without regard to its conflict-of-law rules. Any dispute arising from these terms or the website will be heard exclusively in the state or federal courts located in New Jersey, and you and we consent to their jurisdiction. Before starting proceedings, please contact us so that we can try to resolve the matter informally.",
        "If any part of these terms is found unenforceable, the rest remains in effect. If we do not enforce a provision straight away, we have not waived it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The new version takes effect when we post it on this page with a new “Last updated” date. If you keep using the website after that, you accept the updated terms.",
      ],
    },
  ],
  contact: {
    id: "contact",
    heading: "Contact us",
    paragraphs: [`Questions about these terms can be sent to ${company.name}:`],
  },
});
