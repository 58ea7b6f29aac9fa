import crypto from "node:crypto";
import path from "node:path";
import { getEnv, type Env } from "~/utils/env.server";
import { countTextMessage } from "~/utils/metrics.server";
import { writePrivateFile } from "~/utils/private-files.server";

export type TextMessage = {
  /** E.164, e.g. +15555550123. */
  to: string;
  body: string;
};

/** Where text messages go; one implementation is chosen from the environment. */
export interface SmsTransport {
  readonly name: string;
  send(message: TextMessage): Promise<void>;
}

/** A provider that does not answer within this long counts as a failed send. */
export const SMS_WEBHOOK_TIMEOUT_MS = 10_000;

export function smsOutboxDir(): string {
  return path.join(getEnv().DATA_DIR, "sms-outbox");
}

/**
 * No provider configured: each message is a JSON file in DATA_DIR/sms-outbox
 * (like e-mail's outbox), so development and the browser tests can read the
 * codes. Newest last when sorted by name.
 */
export const outboxTransport: SmsTransport = {
  name: "outbox",
  async send(message) {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const name = `${stamp}-${crypto.randomBytes(4).toString("hex")}.json`;
    const record = { ...message, createdAt: new Date().toISOString() };
    // Whole or not at all, owner-only (folder 0700, file 0600), as e-mail's outbox.
    await writePrivateFile(smsOutboxDir(), name, JSON.stringify(record));
  },
};

/**
 * A generic HTTP gateway: one JSON POST `{ to, body }` with a bearer token.
 * Most SMS providers (or a small relay in front of one) accept this shape.
 */
export function webhookTransport(url: string, token?: string): SmsTransport {
  return {
    name: "webhook",
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.timeout(SMS_WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}`);
      }
    },
  };
}

export function transportFor(env: Pick<Env, "SMS_WEBHOOK_URL" | "SMS_WEBHOOK_TOKEN">) {
  return env.SMS_WEBHOOK_URL
    ? webhookTransport(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN)
    : outboxTransport;
}

export async function sendTextMessage(message: TextMessage): Promise<void> {
  try {
    await transportFor(getEnv()).send(message);
  } catch (error) {
    countTextMessage("failed");
    throw error;
  }
  countTextMessage("sent");
}
