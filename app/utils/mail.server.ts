import crypto from "node:crypto";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";
import { countEmail } from "./metrics.server";
import { writePrivateFile } from "./private-files.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go; the From address is always the site's own. */
  replyTo?: string;
  /** Extra headers, e.g. a job alert's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
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

/** Where mail goes: an SMTP server (named without its credentials), or the outbox folder. */
export type MailDestination = { mode: "smtp"; server: string } | { mode: "outbox"; folder: string };

export function mailDestination(): MailDestination {
  const url = getEnv().SMTP_URL;
  if (!url) return { mode: "outbox", folder: outboxDir() };
  try {
    const parsed = new URL(url);
    return {
      mode: "smtp",
      server: parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname,
    };
  } catch {
    return { mode: "smtp", server: "the configured SMTP server" };
  }
}

/** The line `npm start` prints (and logs) about where e-mail goes. */
export function mailDestinationLine(destination = mailDestination()): string {
  return destination.mode === "smtp"
    ? `Email is sent through the SMTP server ${destination.server}.`
    : `Email is NOT sent: no SMTP_URL is set, so every message is written to ${destination.folder} (outbox mode).`;
}

/**
 * A stored message's identity: the same delivery sent twice (a retry after
 * a crash that came after the send) carries the same Message-ID, and in the
 * outbox replaces its own file instead of adding a second one.
 */
export type MailIdentity = { deliveryId: string; createdAt: Date };

function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

function messageIdFor(deliveryId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${deliveryId}@${domain}>`;
}

/**
 * Sends one message over SMTP, or writes it to
 * DATA_DIR/outbox/<time>-<delivery id>.eml (time first: sorted by name, newest last).
 */
export async function sendMail(
  message: MailMessage & { from: string },
  identity?: MailIdentity,
): Promise<void> {
  try {
    await deliver(message, identity);
  } catch (error) {
    countEmail("failed");
    throw error;
  }
  countEmail("sent");
}

async function deliver(message: MailMessage & { from: string }, identity?: MailIdentity) {
  const info = await getTransporter().sendMail({
    ...message,
    ...(identity ? { messageId: messageIdFor(identity.deliveryId, message.from) } : {}),
  });
  if (getEnv().SMTP_URL) return;
  const name = identity
    ? `${fileStamp(identity.createdAt)}-${identity.deliveryId}.eml`
    : `${fileStamp(new Date())}-${crypto.randomBytes(4).toString("hex")}.eml`;
  await writePrivateFile(outboxDir(), name, info.message as Buffer);
}
