import type { PageInput } from "../page-schema";
import { CONTACT_PAGE } from "./contact";
import { HOME_PAGE } from "./home";
import { LEGAL_PAGES } from "./legal";
import { SERVICES_PAGE } from "./services";
import { STAFF_AUGMENTATION_PAGE } from "./staff-augmentation";

/**
 * Today's marketing pages as page records: the seed (pages-seed.server.ts),
 * and what a path shows while its record does not exist yet.
 */
export const DEMO_PAGES: readonly PageInput[] = [
  HOME_PAGE,
  SERVICES_PAGE,
  STAFF_AUGMENTATION_PAGE,
  CONTACT_PAGE,
  ...LEGAL_PAGES,
];
