import type { LegalDocumentBuilder, LegalMeta } from "./types";

export const COOKIES_META: LegalMeta = {
  title: "Cookie Policy",
  description:
    "Our website uses only strictly necessary cookies for staff sign-in. No analytics, advertising or tracking cookies. Here is what we set and how to control cookies.",
};

export const cookiePolicy: LegalDocumentBuilder = (company) => ({
  title: COOKIES_META.title,
  lastUpdated: "November 1, 2026",
  lastUpdatedIso: "2026-11-01",
  intro: `The short version: if you are visiting the ${company.name} website to read, get in touch or apply for a job, we do not set any cookies on your device. The only cookies we use are strictly necessary ones that keep our own staff signed in to the staff area. We do not use advertising or any other tracking technology, and we count visits to our pages ourselves, without cookies.`,
  sections: [
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small text files that a website asks your browser to store. Your browser sends them back to the same website on later requests, which lets the site remember things such as whether you are signed in.",
        "Cookies set by the website you are visiting are called first-party cookies; cookies set by another company’s content embedded in the page are third-party cookies. Session cookies are deleted when you close your browser or sign out, while persistent cookies remain until they expire or you delete them. Similar technologies include local storage, tracking pixels and device fingerprinting.",
      ],
    },
    {
      id: "our-approach",
      heading: "Our approach",
      paragraphs: [
        "We have built this website to work without tracking. Public pages, the contact form and the job application form work without setting any cookie. Fonts and images, including the office map, are served from our own website, so viewing a page does not send your information to a third party.",
        "That is also why you do not see a cookie banner: privacy laws allow strictly necessary cookies without consent, and we use no others. If we ever want to use optional cookies, we will ask for your consent first and update this policy.",
      ],
    },
    {
      id: "visitor-statistics",
      heading: "Visitor statistics without cookies",
      paragraphs: [
        "To know which pages are read and which links bring visitors, each public page tells our own server that it was viewed: the page’s address (without anything after a “?”), the name of the website whose link you followed (not the full address), the campaign labels of that link (utm_source, utm_medium and utm_campaign, if it has them) and whether the screen is a phone’s, a tablet’s or a computer’s. Nothing is stored on your device and nothing is sent to anyone else.",
        "To count visitors rather than page views, our server makes a code from a random value that changes every day, our website’s name, your IP address and your browser’s user-agent string. The IP address and user-agent string are not stored, the random value is deleted when the day ends, and the code cannot be turned back into them, so no one — including us — can tell who you are or recognize you on another day. Search-engine robots are not counted, and if your browser sends Do Not Track or Global Privacy Control, no page view is sent at all.",
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies we use",
      paragraphs: [
        "All of the cookies below are first-party and strictly necessary. They are set only for members of our team who sign in to the staff area, never for public visitors.",
      ],
      table: {
        caption: "Strictly necessary cookies set by this website",
        columns: ["Cookie", "Purpose", "Applies to", "Duration"],
        rows: [
          [
            "Staff sign-in session",
            "Keeps a staff member signed in as they move between pages of the staff area, and lets the server confirm each request comes from that signed-in person.",
            "Staff who sign in",
            "Until the staff member signs out or the session expires",
          ],
          [
            "Two-step verification",
            "Remembers, for a few minutes, that the password step succeeded while the staff member enters their verification code.",
            "Staff completing two-step sign-in",
            "A few minutes",
          ],
        ],
      },
      closing: [
        "These cookies are marked HttpOnly, so scripts on the page cannot read them; they are sent only over secure connections in production and only to our own website. They contain a random identifier, not your name or other personal details.",
      ],
    },
    {
      id: "what-we-do-not-use",
      heading: "What we do not use",
      paragraphs: ["To be clear, this website does not use:"],
      list: [
        "analytics or statistics cookies, or any outside visitor-measurement service;",
        "advertising, retargeting or social-media cookies and tracking pixels;",
        "embedded third-party content that sets its own cookies, such as map frames, video players or share buttons;",
        "local storage, browser fingerprinting or any other technique to recognize visitors from one day to the next or to follow them across sites.",
      ],
    },
    {
      id: "map-and-links",
      heading: "The office map and external links",
      paragraphs: [
        "The map on our contact page comes from OpenStreetMap and is loaded only when you choose to show it; until then nothing is requested from OpenStreetMap. Once shown, OpenStreetMap receives your IP address and browser details like any website you visit, under its own privacy policy (it sets no advertising cookies). If you follow an “Open in maps” or “Open in OpenStreetMap” link or a link to one of our social-media profiles, you leave our website, and the other site’s own cookie and privacy policies apply.",
      ],
    },
    {
      id: "managing-cookies",
      heading: "How to control cookies",
      paragraphs: [
        "You can see, block and delete cookies in your browser settings. Most browsers let you block all cookies, block only third-party cookies or clear cookies when you close the browser:",
      ],
      list: [
        {
          term: "Chrome:",
          text: "Settings → Privacy and security → Third-party cookies, or Delete browsing data.",
        },
        { term: "Firefox:", text: "Settings → Privacy & Security → Cookies and Site Data." },
        { term: "Safari:", text: "Settings (or Preferences) → Privacy → Manage Website Data." },
        {
          term: "Edge:",
          text: "Settings → Cookies and site permissions → Manage and delete cookies and site data.",
        },
      ],
      closing: [
        "Blocking cookies will not affect your use of our public pages or forms. Staff need to allow cookies from this website to sign in to the staff area. We also respect Global Privacy Control signals, although there is no tracking for them to switch off.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "If we change the cookies we use, we will update this page and the “Last updated” date at the top. We will not add optional cookies without asking for your consent first.",
      ],
    },
  ],
  contact: {
    id: "contact",
    heading: "Contact us",
    paragraphs: [
      `If you have questions about cookies on this website, contact ${company.name}. Our Privacy Policy explains how we handle personal information more generally.`,
    ],
  },
});
