// The bench's ceiling: a bare Express server that answers each page with the
// exact bytes the site sent (already compressed), from memory. Started by
// scripts/bench.mjs as its own process: node static-server.mjs <port> <pages.json>
import { Buffer } from "node:buffer";
import fs from "node:fs";
import express from "express";

const [port, pagesFile] = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(pagesFile, "utf8"));
const byUrl = new Map(
  pages.map((page) => [page.path, { ...page, body: Buffer.from(page.body, "base64") }]),
);
const app = express();
app.disable("x-powered-by");
// Looked up by the whole URL: query strings (a search) are pages too.
app.use((req, res) => {
  const page = byUrl.get(req.url);
  if (!page) return void res.status(404).end();
  res.setHeader("Content-Type", page.contentType);
  if (page.contentEncoding) res.setHeader("Content-Encoding", page.contentEncoding);
  res.setHeader("Content-Length", page.body.length);
  res.end(page.body);
});
app.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
