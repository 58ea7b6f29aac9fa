// Types of crowd-forms.mjs for the test that sends its bodies through the routes.
import type { Buffer } from "node:buffer";

export const RESUME_BYTES: number;
export const APPLICATION_ACKNOWLEDGED: RegExp;
export const CONTACT_ACKNOWLEDGED: RegExp;
export type FormBody = { contentType: string; body: Buffer };
export function oneTimeKey(html: string): string | null;
export function applicationBody(token: string, key: string): FormBody;
export function contactBody(token: string, key: string): FormBody;
export type Sent = { token: string; posts: number; acknowledged: boolean };
export type StoredCheck = {
  sent: number;
  acknowledged: number;
  sentTwice: number;
  storedOnce: number;
  lost: number;
  storedTwice: number;
  storedNotAcknowledged: number;
  ok: boolean;
};
export function storedCheck(sent: Sent[], rows: Map<string, number>): StoredCheck;
