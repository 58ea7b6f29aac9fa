import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * Methods this site answers. Pages take GET, HEAD and POST; the others are
 * left to the routes (better-auth's API, React Router's own 405 for a page
 * without an action). TRACE (which would echo a request's cookies back),
 * TRACK, CONNECT and any other method get 405 here, before any app code.
 */
const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What a 405 names as allowed: what the site's pages take. */
export const ALLOWED_METHODS = "GET, HEAD, POST";

/** A refused request is the client's doing: noted at warn, never as a server error. */
function noteRefusal(logger: Logger, method: string, path: string) {
  logger.warn({ method: method.slice(0, 20), path: path.slice(0, 200) }, "method not allowed");
}

/** 405 with Allow for every method outside ANSWERED_METHODS. */
export function refuseUnsupportedMethods(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (ANSWERED_METHODS.has(req.method)) return next();
    noteRefusal(logger, req.method, req.path);
    res.status(405).set("Allow", ALLOWED_METHODS).type("text/plain").send("Method Not Allowed");
  };
}

const METHOD_NOT_ALLOWED =
  "HTTP/1.1 405 Method Not Allowed\r\n" +
  `Allow: ${ALLOWED_METHODS}\r\n` +
  "Content-Type: text/plain\r\n" +
  "Content-Length: 18\r\n" +
  "Connection: close\r\n\r\n" +
  "Method Not Allowed";

/** Node's own answers to a request it could not parse (what it sends without a clientError listener). */
function parserAnswer(code: string | undefined): string {
  if (code === "HPE_HEADER_OVERFLOW") return "431 Request Header Fields Too Large";
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return "413 Payload Too Large";
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return "408 Request Timeout";
  return "400 Bad Request";
}

/**
 * The methods Node's HTTP server handles before Express sees them: CONNECT
 * (a 'connect' event, which otherwise drops the connection without an
 * answer) and methods its parser does not know, such as TRACK (a parse
 * error, otherwise a bare 400). Both get the 405 the routes would give.
 */
export function refuseMethodsBeforeExpress(server: Server, logger: Logger) {
  server.on("connect", (req, socket: Socket) => {
    noteRefusal(logger, req.method ?? "CONNECT", req.url ?? "");
    socket.end(METHOD_NOT_ALLOWED);
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node does: answer only when nothing was written on this connection yet.
    if (socket.writable && socket.bytesWritten === 0) {
      if (error.code === "HPE_INVALID_METHOD") {
        noteRefusal(logger, "(unknown to the parser)", "");
        socket.write(METHOD_NOT_ALLOWED);
      } else {
        socket.write(`HTTP/1.1 ${parserAnswer(error.code)}\r\nConnection: close\r\n\r\n`);
      }
    }
    socket.destroy(error);
  });
}
