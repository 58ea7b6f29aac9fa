/**
 * Company facts shown across the site. Demo values: a fictional company,
 * example.com addresses and 555-01xx numbers. Read them through
 * getCompanyInfo() on the server and useCompany() in components, so moving
 * them into the database later changes one function.
 */
export type Office = {
  /**
   * Stable once saved (the map's /maps/<id> keeps working after a rename):
   * made from the name when the office is added, unique among the offices.
   */
  id: string;
  name: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  /** The office's own line, when it has one (the company's phone is the main one). */
  phone: string | null;
  /** One line, e.g. "By appointment"; the company's business hours apply when empty. */
  hours: string | null;
  /**
   * Where the office is on a map (WGS 84 degrees), for the contact page's
   * map; null when not set (the address alone still makes a maps link).
   */
  latitude: number | null;
  longitude: number | null;
  /**
   * Exactly one office is the primary one: the company's main address in
   * structured data, and the office on the contact page's map.
   */
  primary: boolean;
};

export type SocialNetwork = "linkedin" | "x" | "facebook" | "github";

export type SocialLink = { network: SocialNetwork; label: string; url: string };

export type CompanyInfo = {
  name: string;
  shortName: string;
  tagline: string;
  email: string;
  phone: string;
  /** E.164 form for tel: links. */
  phoneHref: string;
  offices: Office[];
  hours: { weekdays: string; weekend: string };
  replyPromise: string;
  socialLinks: SocialLink[];
};

export const DEMO_COMPANY: CompanyInfo = {
  name: "Arcwell Technologies",
  shortName: "Arcwell",
  tagline:
    "Transforming businesses through innovative technology solutions and expert staff augmentation.",
  email: "hello@example.com",
  phone: "(609) 555-0142",
  phoneHref: "+16095550142",
  offices: [
    {
      id: "hamilton",
      name: "Hamilton Office",
      street: "2 Quakerbridge Plaza, Suite 210",
      city: "Hamilton",
      region: "NJ",
      postalCode: "08619",
      phone: null,
      hours: null,
      latitude: 40.2583,
      longitude: -74.6911,
      primary: true,
    },
    {
      id: "east-brunswick",
      name: "East Brunswick Office",
      street: "180 Tices Lane, Suite 104",
      city: "East Brunswick",
      region: "NJ",
      postalCode: "08816",
      phone: null,
      hours: null,
      latitude: 40.4305,
      longitude: -74.4106,
      primary: false,
    },
  ],
  hours: {
    weekdays: "Monday - Friday: 9:00 AM - 6:00 PM EST",
    weekend: "Saturday - Sunday: Closed",
  },
  replyPromise: "We'll respond within 24 hours",
  socialLinks: [
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/example" },
    { network: "x", label: "X (Twitter)", url: "https://x.com/example" },
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/example" },
    { network: "github", label: "GitHub", url: "https://github.com/example" },
  ],
};
