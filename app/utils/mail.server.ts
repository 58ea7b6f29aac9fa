import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";
import { countEmail } from "./metrics.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go; the From address is always the site's own. */
  replyTo?: string;
};

let transporter: Transporter | undefined;

function getTransporter(): Transporter {
  const env = getEnv();
  transporter ??= env.SMTP_URL
    ? // Bounded waits: a slow mail server must not hold a visitor's request.
      nodemailer.createTransport({
        url: env.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : // No SMTP server: build the RFC 822 message and keep it in the outbox.
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transporter;
}

export function outboxDir(): string {
  return path.join(getEnv().DATA_DIR, "outbox");
}

export function defaultFromAddress(siteName: string): string {
  return getEnv().MAIL_FROM ?? `"${siteName}" <no-reply@example.com>`;
}

/** Sends one message over SMTP, or writes it to DATA_DIR/outbox/<time>-<id>.eml. */
export async function sendMail(message: MailMessage & { from: string }): Promise<void> {
  try {
    await deliver(message);
  } catch (error) {
    countEmail("failed");
    throw error;
  }
  countEmail("sent");
}

async function deliver(message: MailMessage & { from: string }): Promise<void> {
  const info = await getTransporter().sendMail(message);
  if (getEnv().SMTP_URL) return;
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer);
}
