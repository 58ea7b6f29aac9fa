import type { SiteMenus } from "./menu-schema";

/**
 * The menus as they were written in code before Settings › Menus: what the
 * header and footer show for every menu nobody has saved yet, so a new or
 * upgraded site looks exactly as before.
 */
export const DEFAULT_MENUS: SiteMenus = {
  header: [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: "Staff Augmentation", to: "/staff-augmentation" },
    { label: "Blog", to: "/blog" },
    { label: "Careers", to: "/careers" },
    { label: "Contact", to: "/contact" },
  ],
  "footer-quick": [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: "Staff Augmentation", to: "/staff-augmentation" },
    { label: "Careers", to: "/careers" },
    { label: "Contact", to: "/contact" },
  ],
  "footer-services": [
    { label: "AI/ML Solutions", to: "/services#ai-ml" },
    { label: "Cloud Infrastructure", to: "/services#cloud" },
    { label: "Data Engineering", to: "/services#data" },
    { label: "System Integration", to: "/services#integration" },
    { label: "Digital Transformation", to: "/services#digital" },
    { label: "Staff Augmentation", to: "/staff-augmentation" },
  ],
  legal: [
    { label: "Privacy Policy", to: "/privacy" },
    { label: "Terms of Service", to: "/terms" },
    { label: "Cookie Policy", to: "/cookies" },
  ],
};
