import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  outboxTransport,
  smsOutboxDir,
  transportFor,
  webhookTransport,
} from "./sms-transport.server";

afterEach(() => fs.rm(smsOutboxDir(), { recursive: true, force: true }));

/** A real HTTP server standing in for an SMS gateway; records what it is sent. */
async function gateway(status: number) {
  const received: { auth?: string; type?: string; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        auth: request.headers.authorization,
        type: request.headers["content-type"],
        body: JSON.parse(body),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("without a provider each text is a JSON file in DATA_DIR/sms-outbox", async () => {
  await outboxTransport.send({ to: "+15555550123", body: "123456 is your code" });
  await outboxTransport.send({ to: "+15555550199", body: "second" });
  const files = (await fs.readdir(smsOutboxDir())).sort();
  expect(files).toHaveLength(2);
  expect(files.every((file) => file.endsWith(".json"))).toBe(true);
  const first = JSON.parse(await fs.readFile(path.join(smsOutboxDir(), files[0]!), "utf8"));
  expect(first).toMatchObject({ to: "+15555550123", body: "123456 is your code" });
});

test("the environment chooses the webhook when SMS_WEBHOOK_URL is set", () => {
  expect(transportFor({}).name).toBe("outbox");
  expect(transportFor({ SMS_WEBHOOK_URL: "https://sms.example.com/send" }).name).toBe("webhook");
});

test("the webhook posts { to, body } as JSON with the bearer token", async () => {
  const server = await gateway(202);
  try {
    await webhookTransport(server.url, "s3cret").send({ to: "+442079460000", body: "hello" });
    expect(server.received).toEqual([
      {
        auth: "Bearer s3cret",
        type: "application/json",
        body: { to: "+442079460000", body: "hello" },
      },
    ]);
  } finally {
    await server.close();
  }
});

test("a provider that refuses the message makes the send fail", async () => {
  const server = await gateway(500);
  try {
    await expect(
      webhookTransport(server.url).send({ to: "+442079460000", body: "hello" }),
    ).rejects.toThrow("SMS provider answered 500");
  } finally {
    await server.close();
  }
});
