// Full-page screenshots at 1440 px and 390 px in system Chromium, for
// looking at pages during development:
//   node scripts/screenshot.mjs <url> <out-prefix> [--motion]
// Reduced motion is on by default so revealed content shows in full-page shots.
import { chromium } from "@playwright/test";

const [url, prefix] = process.argv.slice(2);
if (!url || !prefix) {
  console.error("usage: node scripts/screenshot.mjs <url> <out-prefix> [--motion]");
  process.exit(2);
}
const motion = process.argv.includes("--motion");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [name, width, height] of [
  ["desktop", 1440, 900],
  ["mobile", 390, 844],
]) {
  const page = await browser.newPage({
    viewport: { width, height },
    reducedMotion: motion ? "no-preference" : "reduce",
    deviceScaleFactor: 1,
    // For the style below; the page's own scripts run under its CSP as usual.
    bypassCSP: true,
  });
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // Bands below the first screen are drawn only near the viewport
  // (content-visibility: auto, app.css); a full-page shot needs all of them.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true });
  if (name === "mobile") {
    // Tall phone pages are unreadable when shrunk: also save 1400 px slices.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0, index = 1; top < height; top += 1400, index++) {
      await page.screenshot({
        path: `${prefix}-mobile-${index}.png`,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(1400, height - top) },
      });
    }
  }
  if (errors.length) console.log(`${name} console errors:\n  ${errors.join("\n  ")}`);
  await page.close();
}
await browser.close();
console.log(`wrote ${prefix}-desktop.png and ${prefix}-mobile.png`);
