// The bench's ceiling: a bare Express server that answers each page with the
// exact bytes the site sent (already compressed), from memory. Started by
// scripts/bench.mjs as its own process: node static-server.mjs <port> <pages.json>
import { Buffer } from "node:buffer";
import fs from "node:fs";
import express from "express";

const [port, pagesFile] = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(pagesFile, "utf8"));
const app = express();
app.disable("x-powered-by");
for (const page of pages) {
  const body = Buffer.from(page.body, "base64");
  app.get(page.path, (_req, res) => {
    res.setHeader("Content-Type", page.contentType);
    if (page.contentEncoding) res.setHeader("Content-Encoding", page.contentEncoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  });
}
app.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
