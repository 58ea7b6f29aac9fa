// `npm run share-images`: renders the raster images social networks and
// search engines need (they take no SVG) in system Chromium, into public/:
//   images/share/arcwell-share.png  the default 1200×630 share card
//   images/share/arcwell-logo.png   the 512×512 logo for structured data
//   images/blog/<cover>.jpg         a JPEG twin of every SVG blog cover
// Run it again after changing the company name, tagline or a cover.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { DEMO_COMPANY } from "../app/modules/company/company-info";
import { CHROMIUM_LAUNCH } from "../tests/e2e/helpers/chromium";

const PUBLIC = path.resolve("public");
const SHARE_DIR = path.join(PUBLIC, "images/share");
const COVERS_DIR = path.join(PUBLIC, "images/blog");
const FONT = pathToFileURL(
  path.resolve("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).href;
const BACKGROUND = pathToFileURL(path.join(PUBLIC, "images/hero-network.svg")).href;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The wordmark's arc-over-a-dot mark (app/components/layout/logo.tsx). */
const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg">
  <rect width="32" height="32" rx="8" fill="#1f57eb"/>
  <path d="M8 22a8 8 0 0 1 16 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  <circle cx="16" cy="14" r="2.5" fill="#5eead4"/></svg>`;

const BASE_CSS = `
  @font-face { font-family: Inter; src: url("${FONT}") format("woff2"); font-weight: 100 900; }
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 100%; height: 100%; }
  body { font-family: Inter, sans-serif; -webkit-font-smoothing: antialiased; }`;

function shareCard(): string {
  const services = ["AI/ML", "Cloud", "Data Engineering", "Staff Augmentation"];
  return `<!doctype html><html><head><style>${BASE_CSS}
    body { position: relative; overflow: hidden; color: #fff; background: #0a1024 url("${BACKGROUND}") right center / cover no-repeat; }
    .shade { position: absolute; inset: 0; background: linear-gradient(90deg, #0a1024 0%, rgb(10 16 36 / .88) 45%, rgb(10 16 36 / .25) 100%); }
    .content { position: relative; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
    .brand { display: flex; align-items: center; gap: 22px; }
    .brand svg { width: 76px; height: 76px; }
    .brand span { font-size: 40px; font-weight: 700; letter-spacing: -0.02em; }
    h1 { margin-top: 72px; max-width: 820px; font-size: 62px; line-height: 1.08; font-weight: 800; letter-spacing: -0.03em; }
    h1 em { font-style: normal; color: #5eead4; }
    ul { margin-top: auto; padding: 0; list-style: none; display: flex; gap: 14px; }
    li { padding: 10px 20px; border-radius: 999px; font-size: 22px; font-weight: 600; color: #d9e8ff; background: rgb(255 255 255 / .08); border: 1px solid rgb(255 255 255 / .18); }
    .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 10px; background: linear-gradient(90deg, #1f57eb, #14b8a6); }
  </style></head><body><div class="shade"></div>
  <div class="content">
    <div class="brand">${MARK}<span>${escape(DEMO_COMPANY.name)}</span></div>
    <h1>IT consulting and <em>expert staff augmentation</em> that moves your business forward</h1>
    <ul>${services.map((service) => `<li>${escape(service)}</li>`).join("")}</ul>
  </div><div class="bar"></div></body></html>`;
}

function logo(): string {
  return `<!doctype html><html><head><style>${BASE_CSS}
    body { display: grid; place-items: center; background: #fff; }
    svg { width: 100%; height: 100%; }
  </style></head><body>${MARK.replace('rx="8"', 'rx="7"')}</body></html>`;
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
async function render(html: string, width: number, height: number, file: string) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  // A file:// page, so it may load the font, background and covers from disk.
  const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "share-image-")), "page.html");
  fs.writeFileSync(source, html);
  await page.goto(pathToFileURL(source).href, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const type = file.endsWith(".jpg") ? "jpeg" : "png";
  await page.screenshot({ path: file, type, ...(type === "jpeg" ? { quality: 82 } : {}) });
  await page.close();
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

fs.mkdirSync(SHARE_DIR, { recursive: true });
await render(shareCard(), 1200, 630, path.join(SHARE_DIR, "arcwell-share.png"));
await render(logo(), 512, 512, path.join(SHARE_DIR, "arcwell-logo.png"));
for (const file of fs.readdirSync(COVERS_DIR).filter((name) => name.endsWith(".svg"))) {
  const svg = pathToFileURL(path.join(COVERS_DIR, file)).href;
  const html = `<!doctype html><html><head><style>${BASE_CSS} img { display: block; width: 1200px; height: 630px; }</style></head><body><img src="${svg}" alt=""></body></html>`;
  await render(html, 1200, 630, path.join(COVERS_DIR, file.replace(/\.svg$/, ".jpg")));
}
await browser.close();
