import fs from "node:fs";

/**
 * System Chromium (Debian packages); Playwright never downloads a browser
 * here. Tests drive Chromium's headless shell — the build Playwright itself
 * uses for headless runs — when it is installed: the same engine and version
 * as the full browser without its window machinery, it loads a page and runs
 * axe in about half the browser CPU (decision 054). CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_EXECUTABLE,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
