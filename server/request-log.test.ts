import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { expect, test } from "vitest";
import { requestLog } from "./request-log";

test("one short line per request: method, path, status, duration, request id — no headers", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "req-1";
    next();
  });
  app.use(requestLog(pino({ base: undefined }, sink)));
  app.get("/boom", (_req, res) => void res.status(500).send("no"));
  app.use((_req, res) => void res.send("ok"));
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await fetch(`${base}/blog?q=private+words`, { headers: { cookie: "secret=1" } });
    await fetch(`${base}/boom`);
    await fetch(`${base}/healthz`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    server.close();
  }
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({
    level: 30,
    reqId: "req-1",
    method: "GET",
    path: "/blog",
    status: 200,
    msg: "request",
  });
  expect(typeof lines[0]!.ms).toBe("number");
  expect(JSON.stringify(lines[0])).not.toMatch(/secret|private|headers/);
  expect(lines[1]).toMatchObject({ level: 50, path: "/boom", status: 500 });
});

test("the request metrics hear of each logged request: method, path, status, seconds", async () => {
  const observed: unknown[][] = [];
  const app = express();
  app.use(
    requestLog(pino({ level: "silent" }), (method, path, status, seconds) =>
      observed.push([method, path, status, typeof seconds]),
    ),
  );
  app.use((_req, res) => void res.status(404).send("no"));
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await fetch(`${base}/nope?x=1`, { method: "POST" });
    await fetch(`${base}/metrics`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    server.close();
  }
  expect(observed).toEqual([["POST", "/nope", 404, "number"]]);
});
