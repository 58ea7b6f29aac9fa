import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { clientAddress, type TrustProxy } from "./client-address";

// The beacon reads the sender's address before Express: it must be the one
// Express's req.ip gives for every TRUST_PROXY setting (server/index.ts).
const SETTINGS: Array<boolean | number | string> = [
  false,
  true,
  1,
  2,
  "loopback",
  "10.0.0.0/8, 127.0.0.1",
  "203.0.113.9",
];
const FORWARDED = [
  undefined,
  "198.51.100.7",
  "198.51.100.7, 10.0.0.2",
  " 198.51.100.7 ,, 10.1.2.3 ,203.0.113.9",
  "not-an-address, 10.0.0.2",
  "",
];

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const app = express();
    app.set("trust proxy", JSON.parse(req.headers["x-trust"] as string));
    app.get("/", (expressReq) => {
      const trust = app.get("trust proxy fn") as TrustProxy;
      res.end(JSON.stringify([expressReq.ip, clientAddress(req, trust)]));
    });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("the address is Express's req.ip for every trust setting and forwarding chain", async () => {
  for (const setting of SETTINGS) {
    for (const forwarded of FORWARDED) {
      const headers: Record<string, string> = { "x-trust": JSON.stringify(setting) };
      if (forwarded !== undefined) headers["x-forwarded-for"] = forwarded;
      const [expected, actual] = (await (
        await fetch(`http://127.0.0.1:${port}/`, { headers })
      ).json()) as [string, string];
      expect({ setting, forwarded, address: actual }).toEqual({
        setting,
        forwarded,
        address: expected,
      });
    }
  }
});

test("an address past the trusted proxies is taken, however many hops are sent", async () => {
  const headers = { "x-trust": '"loopback"', "x-forwarded-for": "203.0.113.1, 198.51.100.7" };
  const [, address] = (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as [
    string,
    string,
  ];
  // Loopback is trusted, 198.51.100.7 is not: whatever it claims to forward for is ignored.
  expect(address).toBe("198.51.100.7");
});
