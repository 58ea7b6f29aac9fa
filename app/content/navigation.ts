export type NavLinkItem = { label: string; to: string };

export const MAIN_NAV: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Staff Augmentation", to: "/staff-augmentation" },
  { label: "Blog", to: "/blog" },
  { label: "Careers", to: "/careers" },
  { label: "Contact", to: "/contact" },
];

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Staff Augmentation", to: "/staff-augmentation" },
  { label: "Careers", to: "/careers" },
  { label: "Contact", to: "/contact" },
];

export const FOOTER_SERVICE_LINKS: NavLinkItem[] = [
  { label: "AI/ML Solutions", to: "/services#ai-ml" },
  { label: "Cloud Infrastructure", to: "/services#cloud" },
  { label: "Data Engineering", to: "/services#data" },
  { label: "System Integration", to: "/services#integration" },
  { label: "Digital Transformation", to: "/services#digital" },
  { label: "Staff Augmentation", to: "/staff-augmentation" },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
];
