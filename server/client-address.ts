import type { IncomingMessage } from "node:http";

/** Express's compiled `trust proxy` setting: may `address`, `hop` proxies from the socket, be trusted? */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The client's address as Express's `req.ip` gives it (proxy-addr's rule),
 * for a request answered before Express (the page-view beacon): the
 * socket's address, then X-Forwarded-For from right to left, taking each
 * next one while the one before it is a trusted proxy.
 */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const own = req.socket.remoteAddress;
  // Node joins a repeated X-Forwarded-For into one value (the type allows a list).
  const forwarded = req.headers["x-forwarded-for"];
  if (!own || !forwarded) return own;
  const hops = forwardedRightToLeft(Array.isArray(forwarded) ? forwarded.join(",") : forwarded);
  let address = own;
  for (let hop = 0; hop < hops.length && trust(address, hop); hop++) address = hops[hop]!;
  return address;
}

/** X-Forwarded-For's addresses, last first, spaces trimmed and empty entries skipped (as proxy-addr reads it). */
function forwardedRightToLeft(header: string): string[] {
  const list: string[] = [];
  let end = header.length;
  let start = header.length;
  for (let i = header.length - 1; i >= 0; i--) {
    const code = header.charCodeAt(i);
    if (code === 0x20) {
      if (start === end) start = end = i;
    } else if (code === 0x2c) {
      if (start !== end) list.push(header.substring(start, end));
      start = end = i;
    } else {
      start = i;
    }
  }
  if (start !== end) list.push(header.substring(start, end));
  return list;
}
