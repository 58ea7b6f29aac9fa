import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { expect, test } from "vitest";
import { ALLOWED_METHODS, refuseMethodsBeforeExpress, refuseUnsupportedMethods } from "./methods";

/** The lines a logger wrote, as objects. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string; method?: string }> = [];
  const logger = pino(
    { level: "debug" },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

/** Sends a raw request and returns the whole answer (the connection closes after it). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

test("TRACE, TRACK, CONNECT and unknown methods get 405 with Allow, logged at warn", async () => {
  const { logger, lines } = recordingLogger();
  const app = express();
  app.use(refuseUnsupportedMethods(logger));
  app.all("/{*path}", (_req, res) => {
    res.send("reached");
  });
  const server = app.listen(0, "127.0.0.1");
  refuseMethodsBeforeExpress(server, logger);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const method of ["TRACE", "TRACK", "PROPFIND"]) {
      const answer = await raw(
        port,
        `${method} /contact HTTP/1.1\r\nHost: localhost\r\nCookie: secret=1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(answer, method).toContain(`Allow: ${ALLOWED_METHODS}\r\n`);
      // TRACE must never echo the request (its cookies) back.
      expect(answer, method).not.toContain("secret=1");
    }
    const connect = await raw(
      port,
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    );
    expect(connect).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(connect).toContain(`Allow: ${ALLOWED_METHODS}\r\n`);

    const get = await fetch(`http://127.0.0.1:${port}/contact`);
    expect(await get.text()).toBe("reached");
    const garbage = await raw(port, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);

    const refusals = lines.filter((line) => line.msg === "method not allowed");
    expect(refusals).toHaveLength(4);
    expect(refusals.every((line) => line.level === 40)).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  } finally {
    server.close();
  }
});
