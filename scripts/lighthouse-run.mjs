// One Lighthouse 12 run of a page (mobile, simulated throttling) with the
// four category scores the site is held to, shared by `npm run lighthouse`
// and the browser test of the page that holds every block type.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

export async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    // Lighthouse's default config: a mobile device with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const scores = {};
    for (const category of CATEGORIES) {
      scores[category] = Math.round((result.lhr.categories[category].score ?? 0) * 100);
    }
    const failing = Object.values(result.lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
      )
      .map((audit) => audit.id);
    // A run Lighthouse could not finish (NO_FCP, a navigation error…) scores 0
    // everywhere: say why, so it is not mistaken for the page's score.
    const runtimeError = result.lhr.runtimeError
      ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
      : null;
    return {
      scores,
      failing,
      runtimeError,
      lcp: result.lhr.audits["largest-contentful-paint"].displayValue,
      details: runDetails(result.lhr.audits),
    };
  } finally {
    await chrome.kill();
  }
}

function runDetails(audits) {
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const css = (audits["network-requests"].details?.items ?? [])
    .filter((request) => request.resourceType === "Stylesheet")
    .reduce((sum, request) => sum + (request.resourceSize ?? 0), 0);
  const work = (audits["mainthread-work-breakdown"].details?.items ?? [])
    .map((item) => `${item.groupLabel} ${Math.round(item.duration)}`)
    .join(", ");
  return (
    `TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms, ` +
    `${audits["dom-size"].numericValue} elements, CSS ${kB(css)}, ` +
    `main thread ${Math.round(audits["mainthread-work-breakdown"].numericValue)} ms (${work})`
  );
}
