import type { PageInput } from "../page-schema";

/** The Contact page as shipped (spec section 2, "Contact (/contact)"): the seed of its page record. */
export const CONTACT_PAGE: PageInput = {
  path: "/contact",
  title: "Contact",
  status: "published",
  seo: {
    title: "Contact Us",
    description:
      "Talk to our consultants about AI/ML, cloud, data engineering, integration and staff augmentation. We reply within 24 hours.",
  },
  blocks: [
    {
      id: "hero",
      type: "hero",
      fields: {
        eyebrow: "Contact Us",
        title: "Get in Touch",
        description:
          "Have a project in mind or need specialized technology talent? Tell us about your goals and our team will get back to you within 24 hours.",
      },
    },
    // Its id is the address a sent form returns to (/contact?sent=1#message-form).
    { id: "message-form", type: "contact-form", fields: { title: "Send us a message" } },
    {
      id: "visit",
      type: "offices",
      fields: {
        eyebrow: "Visit Us",
        title: "Our Hamilton Office",
        description:
          "Meet our team in person at our Hamilton, New Jersey headquarters, or at our East Brunswick office by appointment.",
      },
    },
    {
      id: "faq",
      type: "faq",
      fields: {
        eyebrow: "FAQ",
        title: "Frequently Asked Questions",
        tone: "muted",
        items: [
          {
            question: "What services do you offer?",
            answer:
              "We deliver AI/ML solutions, cloud infrastructure, data engineering, system integration and digital transformation, and we provide experienced technology professionals through staff augmentation. Most clients start with a focused engagement and grow from there.",
          },
          {
            question: "How do you ensure the security of our data?",
            answer:
              "Security is part of every engagement from day one: least-privilege access, encryption in transit and at rest, secure development practices, and compliance with your policies and frameworks such as SOC 2, HIPAA or GDPR where they apply. Our consultants sign confidentiality agreements before they see any of your systems.",
          },
          {
            question: "How does your staff augmentation process work?",
            answer:
              "We start with a needs assessment, match pre-vetted professionals to your requirements, handle onboarding so they are productive quickly, and stay in touch with ongoing support. You can scale the team up or down as your priorities change.",
          },
          {
            question: "What is the typical duration of a project?",
            answer:
              "It depends on scope: small projects typically take 2-3 months, while larger transformation programs run 6-12 months. We agree on milestones up front so you see progress at every stage.",
          },
        ],
      },
    },
    {
      id: "cta",
      type: "cta",
      fields: {
        title: "Ready to Transform Your Technology?",
        description:
          "Partner with our experts to modernize your systems, unlock your data and build the team you need.",
        // To the form: its heading (focusable, not a Tab stop) takes the focus.
        actions: [{ label: "Get Started Now", to: "#message-form-heading", style: "light" }],
      },
    },
  ],
};
