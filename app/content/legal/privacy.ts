import { PRIVACY_POLICY_VERSION } from "~/modules/company/privacy-policy";
import type { LegalDocumentBuilder, LegalMeta } from "./types";

export const PRIVACY_META: LegalMeta = {
  title: "Privacy Policy",
  description:
    "How we collect, use, share and protect personal information from inquiries, job applications and visits to our website, and the privacy rights available to you.",
};

/** "two years" for 730 days, "18 months"-style periods in days otherwise. */
export function retentionPeriod(days: number): string {
  const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  if (days % 365 === 0) {
    const years = days / 365;
    return `${words[years] ?? years} year${years === 1 ? "" : "s"}`;
  }
  return `${days} days`;
}

/** The period the site keeps records when nothing else is configured. */
export const DEFAULT_RETENTION_DAYS = 730;

/** How many scheduled backups the site keeps when nothing else is configured (BACKUP_KEEP). */
export const DEFAULT_BACKUP_KEEP = 7;

/** How long raw page views are kept when nothing else is configured (ANALYTICS_RAW_DAYS). */
export const DEFAULT_ANALYTICS_DAYS = 30;

/** What a deletion cannot reach at once: the backups made before it, until they are replaced. */
export function backupsNote(keep: number): string {
  const copies = keep === 1 ? "the newest backup" : `the newest ${keep} backups`;
  const daily = keep === 1 ? "a day" : `${keep} days`;
  return `Backups: we keep ${copies} of our systems, made on a regular schedule, to recover from failures. A backup made before information was deleted — also when you asked us to delete it — still holds it until newer backups have replaced it (${daily} when backups are made daily); backups are never restored to bring deleted information back into use.`;
}

export const privacyPolicy: LegalDocumentBuilder = (
  company,
  { retentionDays, backupKeep = DEFAULT_BACKUP_KEEP, analyticsDays = DEFAULT_ANALYTICS_DAYS } = {
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
) => ({
  title: PRIVACY_META.title,
  lastUpdated: "November 26, 2026",
  lastUpdatedIso: PRIVACY_POLICY_VERSION,
  intro: `This policy explains what personal information ${company.name} (“${company.shortName},” “we,” “us”) collects through this website, why we collect it, who we share it with, how long we keep it and the choices you have. We have tried to keep it short and in plain English. We do not sell your personal information, we do not use advertising trackers, and our own visitor statistics use no cookies and identify no one.`,
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this policy covers",
      paragraphs: [
        `${company.name} is an IT consulting and staffing company based in New Jersey. We are responsible for the personal information described in this policy.`,
        "This policy applies to this website and to the information you send us through it: the contact form, job applications, emails that start from the site, and the staff area used by our team. It does not cover websites we link to, or work we carry out for clients under a separate agreement; those engagements have their own confidentiality and data-protection terms.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We collect only what we need to answer you, consider an application or run the site safely:",
      ],
      list: [
        {
          term: "Contact inquiries.",
          text: "Your name, email address, company or organization, the service you are interested in, your message and, if you choose to give it, your phone number, together with your agreement to be contacted about the inquiry.",
        },
        {
          term: "Job applications.",
          text: "Your name, email address, phone number, location, years of experience, cover letter, résumé (a PDF file you upload), and optionally your LinkedIn profile, portfolio link and how you heard about the role. Please do not include sensitive details such as your Social Security number, date of birth, health information or financial account numbers in a résumé or cover letter; we do not need them at this stage.",
        },
        {
          term: "Staff accounts.",
          text: "For members of our team who sign in to the staff area: name, work email address, a securely hashed password, two-step verification settings, and a record of sign-ins and changes made in the staff area.",
        },
        {
          term: "Technical information.",
          text: "Like almost every website, our servers automatically record basic request logs: IP address, date and time, the page requested, the response, the browser’s user-agent string and the referring page. We use these to keep the site running and secure, not to build profiles of visitors.",
        },
        {
          term: "Visitor statistics.",
          text: "When you view a public page, it tells our server the page’s address, the website whose link brought you (its name only), the campaign labels of that link, and whether you use a phone, tablet or computer. To count each visitor once a day, the server makes a one-way code from a value that changes daily, your IP address and your browser’s user-agent string; it stores the code, never the address or the user-agent. The code cannot identify you or link your visits on different days. When you send us an application or a message, we note with it which website or campaign link brought you to the site that day (for example “linkedin · social”), read from these page views; the code itself is not kept with it. If your browser sends Do Not Track or Global Privacy Control, nothing is sent and nothing is noted.",
        },
        {
          term: "Correspondence.",
          text: "If you email or call us, we keep the messages and notes of the conversation so that we can follow up.",
        },
      ],
      closing: [
        "You give us most of this information directly, and you can always choose not to. If you leave out a required field, we may not be able to reply to your inquiry or consider your application.",
      ],
    },
    {
      id: "how-we-use",
      heading: "How and why we use it",
      paragraphs: [
        "We use personal information for these purposes, and only on the grounds noted:",
      ],
      list: [
        {
          term: "To answer your inquiry",
          text: "and discuss the services you asked about, because you asked us to and agreed to be contacted.",
        },
        {
          term: "To assess job applications",
          text: "for the role you applied for, contact you about interviews and, with your permission, consider you for similar roles, so that we can take the steps you requested before any employment or placement.",
        },
        {
          term: "To send transactional emails,",
          text: "such as confirmation that we received your message or application, and staff notifications about new submissions.",
        },
        {
          term: "To operate and protect the website,",
          text: "including preventing spam and abuse, limiting repeated sign-in attempts, investigating errors and keeping an audit trail of changes made in the staff area. These are our legitimate interests in running a safe and reliable service.",
        },
        {
          term: "To meet legal obligations,",
          text: "such as employment-law and record-keeping requirements, responding to lawful requests from authorities, and establishing or defending legal claims.",
        },
      ],
      closing: [
        "We do not use your information for automated decisions that have legal or similarly significant effects on you. Every application is reviewed by a person. We do not send marketing emails unless you have separately asked to receive them.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and embedded content",
      paragraphs: [
        "Public visitors are not tracked. The only cookies this website sets are strictly necessary ones that keep our staff signed in to the staff area. We do not use analytics, advertising or social-media cookies, tracking pixels or fingerprinting. Our visitor statistics (described above) need no cookie and no consent banner: nothing is stored on your device, and nothing they keep can identify you.",
        "The office map on our contact page comes from OpenStreetMap and loads only when you ask for it; until then nothing is requested from OpenStreetMap. Once you show the map, or follow a link to OpenStreetMap, that site receives your IP address and browser details and its own privacy policy applies. Our Cookie Policy has more detail.",
      ],
    },
    {
      id: "sharing",
      heading: "How we share information",
      paragraphs: [
        "We do not sell personal information, and we do not share it for cross-context behavioral advertising. We share it only in these limited cases:",
      ],
      list: [
        {
          term: "Service providers",
          text: "who help us run the website and our business, such as our hosting provider and our email provider, which delivers the messages the site sends. They act on our instructions, may use the information only to provide their service to us, and must keep it secure.",
        },
        {
          term: "Clients, only with your permission.",
          text: "As a staffing company we may want to put you forward for a client position. We will not send your résumé or details to a client without first discussing the role with you and getting your agreement.",
        },
        {
          term: "Professional advisers",
          text: "such as lawyers, accountants and insurers, under duties of confidentiality.",
        },
        {
          term: "Legal and safety reasons,",
          text: "where we must do so by law, court order or other legal process, or where it is reasonably necessary to protect the rights, property or safety of our company, our staff, our clients or others.",
        },
        {
          term: "Business changes.",
          text: "If we are involved in a merger, acquisition or sale of assets, information may pass to the new owner, who must continue to protect it as this policy describes.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      paragraphs: [
        "We keep personal information only as long as we need it for the purposes above:",
      ],
      list: [
        `Contact inquiries: deleted automatically ${retentionPeriod(retentionDays)} after they reach us. If an inquiry leads to a client relationship, the business records that follow are kept for as long as the law requires.`,
        `Job applications and résumés: deleted automatically ${retentionPeriod(retentionDays)} after they reach us once a decision has been made, so that we can consider you for similar roles and meet record-keeping duties; an application still under consideration is kept until it is decided. You can ask us to delete yours sooner. If you join us, what we need becomes part of your employee record.`,
        "Server logs: normally no more than 90 days, unless needed to investigate a security incident.",
        `Visitor statistics: each page view for ${analyticsDays} days; after that only the daily totals per page, referring website, campaign and device, which describe no one.`,
        "Staff accounts: while the account is active, and the audit trail for as long as it is needed for security and accountability.",
        backupsNote(backupKeep),
      ],
      closing: [
        "When information is no longer needed, we delete it or make it anonymous, together with the copies our e-mail system keeps.",
      ],
    },
    {
      id: "security",
      heading: "How we protect information",
      paragraphs: [
        "We use administrative, technical and physical safeguards appropriate to the information we hold. The website is served over encrypted HTTPS connections; passwords are stored only as secure hashes; staff sign-in supports two-step verification; uploaded résumés are stored privately and are available only to signed-in staff who need them; and sensitive actions are recorded in an audit log.",
        "No system is perfectly secure. If we become aware of a security incident affecting your personal information, we will notify you and the authorities where the law requires.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your choices and rights",
      paragraphs: [
        "Wherever you live, you can ask us to tell you what personal information we hold about you, to correct it or to delete it, and you can withdraw an application or ask us to stop contacting you at any time. We will not treat you differently for making such a request.",
        "To make a request, email us using the details at the end of this policy. To protect your information we will confirm your identity before acting, usually by replying to the email address you gave us. We aim to respond within 45 days, and will tell you if we need longer or if a legal exception applies.",
      ],
    },
    {
      id: "state-privacy-rights",
      heading: "Additional rights for US state residents",
      paragraphs: [
        "Residents of several states, including California (under the California Consumer Privacy Act as amended by the California Privacy Rights Act) and New Jersey (under the New Jersey Data Privacy Act), have specific rights over their personal information, subject to exceptions in those laws. Depending on where you live, these include the right to:",
      ],
      list: [
        "know the categories and specific pieces of personal information we have collected, where it came from, why we collected it and who we disclosed it to;",
        "access and receive a portable copy of your personal information;",
        "correct inaccurate personal information;",
        "delete personal information we collected from you;",
        "opt out of the sale of personal information, targeted advertising and profiling with significant effects; we do none of these, and we treat Global Privacy Control browser signals as a valid opt-out request;",
        "limit the use of sensitive personal information; we do not ask for it, and we use any we receive only to consider an application or as the law requires;",
        "appoint an authorized agent to make a request for you, with your signed permission; and",
        "appeal our decision on your request by replying to our response; if you remain unhappy, you may contact your state attorney general.",
      ],
      closing: [
        "For California residents, the categories of personal information we collected in the last 12 months are identifiers (such as name, email address, phone number and IP address), professional or employment-related information (such as résumés and work history), commercial information contained in inquiries, and internet activity information (server logs). The sources, purposes, recipients and retention periods are described above. We have not sold or shared personal information in the last 12 months.",
      ],
    },
    {
      id: "children",
      heading: "Children’s privacy",
      paragraphs: [
        "This website is intended for businesses and job seekers. It is not directed at children under 16, and we do not knowingly collect their personal information. If you believe a child has sent us personal information, please contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our practices or the law change. We will post the new version on this page and change the “Last updated” date at the top. If a change materially affects how we use information we already hold, we will tell you before it takes effect where we can.",
      ],
    },
  ],
  contact: {
    id: "contact",
    heading: "Contact us",
    paragraphs: [
      `If you have a question about this policy or want to exercise your privacy rights, contact ${company.name}:`,
    ],
  },
});
