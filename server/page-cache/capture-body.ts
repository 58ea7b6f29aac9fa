import type { OutgoingHttpHeaders } from "node:http";
import type { Response } from "express";

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

/**
 * Holds back a response until the app has written all of it, so the page
 * cache can hash its scripts, set its final headers and keep its bytes.
 * Nothing reaches the client until `onBody` calls `send` (or answers
 * otherwise); by then the response's own methods are back in place. Pages
 * are small (the cache keeps nothing over its entry limit), so buffering is
 * cheap and the React Router handler never waits on the socket.
 */
export function captureBody(
  res: Response,
  onBody: (body: Buffer, send: (body: Buffer) => void) => Promise<void>,
) {
  const chunks: Buffer[] = [];
  const original = { write: res.write, end: res.end, writeHead: res.writeHead };
  const restore = () => Object.assign(res, original);

  res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    res.statusCode = status;
    const headers = rest.find((item) => typeof item === "object" && item !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    return res;
  } as Response["writeHead"];

  res.write = function write(chunk: Chunk, ...rest: unknown[]) {
    const encoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const callback = rest.find((item) => typeof item === "function") as Callback | undefined;
    callback?.();
    return true;
  } as Response["write"];

  res.end = function end(...args: unknown[]) {
    const chunk = typeof args[0] === "function" ? undefined : (args[0] as Chunk | undefined);
    const encoding = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    restore();
    const body = Buffer.concat(chunks);
    const send = (final: Buffer) => {
      res.end(final);
    };
    onBody(body, send).catch((error: unknown) => {
      // The cache failed, not the page: send it as rendered.
      if (!res.headersSent) send(body);
      else res.destroy(error as Error);
    });
    return res;
  } as Response["end"];
}
