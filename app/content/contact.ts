export type FaqItem = { question: string; answer: string };

export const CONTACT_FAQ: FaqItem[] = [
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
];
