/**
 * Zod's fast path compiles checks with `new Function`, which the pages'
 * Content-Security-Policy forbids: its probe alone counts as a violation
 * (Lighthouse's best-practices audit listed it). The probe runs when a schema
 * is defined, so this module is imported before any schema.
 */
import { z } from "zod";

z.config({ jitless: true });
