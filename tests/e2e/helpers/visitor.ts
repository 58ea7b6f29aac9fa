import crypto from "node:crypto";
import type { Page } from "@playwright/test";

/** The phone every 390 px check uses. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Gives the page its own client address (the server trusts X-Forwarded-For
 * from loopback in tests), so per-IP limits apply per test, not per suite.
 */
export async function asNewVisitor(page: Page): Promise<string> {
  const ip = `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

/** Collects console errors (CSP violations show up here) for the test to assert on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
