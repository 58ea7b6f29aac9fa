// Replaced by vite.config.ts `define`; undeclared (so `typeof` is "undefined") under Vitest.
declare const __BUILD_TIME__: string | undefined;

/**
 * When this build of the site was made: the last-modified date of pages
 * whose content ships with the code. Falls back to the process start where
 * the build does not stamp it (tests).
 */
export const BUILT_AT = new Date(typeof __BUILD_TIME__ === "string" ? __BUILD_TIME__ : Date.now());
