import type { PageInput } from "../page-schema";
import { HOME_PAGE } from "./home";
import { SERVICES_PAGE } from "./services";
import { STAFF_AUGMENTATION_PAGE } from "./staff-augmentation";

/**
 * Today's marketing pages as page records: the seed (pages-seed.server.ts),
 * and what a path shows while its record does not exist yet.
 */
export const DEMO_PAGES: readonly PageInput[] = [HOME_PAGE, SERVICES_PAGE, STAFF_AUGMENTATION_PAGE];
