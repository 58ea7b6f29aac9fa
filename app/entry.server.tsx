import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import {
  isDatabaseUnavailableError,
  noteDatabaseUnavailable,
  wasDatabaseUnavailable,
} from "~/utils/database-errors.server";
import { StaticRenderProvider, type StaticRender } from "~/utils/constant-markup";
import { hydratesWith } from "~/utils/hydration";
import { getLogger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";
import { isRouterOriginRefusal, redactInternalRouterError } from "~/utils/router-errors.server";

export const streamTimeout = 5_000;

// Constant parts of pages (ConstantMarkup), drawn once in production.
const STATIC_RENDER: StaticRender = {
  render: renderToStaticMarkup,
  kept: import.meta.env.PROD ? new Map() : null,
};

function hydrates({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return hydratesWith(
    staticHandlerContext.matches.map((match) => routeModules[match.route.id]?.handle),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = mapUnavailableDatabase(
    routerContext,
    loadContext,
    responseStatusCode,
    responseHeaders,
  );
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const page = (
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(
      // A hydrating page draws every part in place: React in the browser
      // expects the separators renderToStaticMarkup leaves out.
      hydrates(routerContext) ? (
        page
      ) : (
        <StaticRenderProvider value={STATIC_RENDER}>{page}</StaticRenderProvider>
      ),
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getLogger().error({ err: error }, "streaming render error");
        },
      },
    );
  });
}

/**
 * A loader or action that failed because the database is unreachable answers
 * 503 instead of 500: the outage is not a bug and the page recovers on its
 * own. The root ErrorBoundary's text suits both, so hydration agrees.
 */
function mapUnavailableDatabase(
  context: EntryContext,
  loadContext: AppLoadContext,
  status: number,
  headers: Headers,
): number {
  const errors = Object.values(context.staticHandlerContext.errors ?? {});
  // In production the errors here are already generic; handleError noted the real one.
  const unavailable =
    wasDatabaseUnavailable(loadContext) || errors.some(isDatabaseUnavailableError);
  if (!unavailable) return status;
  // An action's own answer (a form kept for a later retry) says when to retry.
  if (!headers.has("Retry-After")) headers.set("Retry-After", "10");
  return 503;
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  redactInternalRouterError(error);
  if (isDatabaseUnavailableError(error)) noteDatabaseUnavailable(context);
  if (request.signal.aborted) return;
  if (isDatabaseUnavailableError(error)) {
    getLogger().warn({ err: error, url: request.url }, "database unavailable");
    return;
  }
  // A post whose Origin is not this site: refused with 400 by React Router itself.
  if (isRouterOriginRefusal(error, request)) {
    const origin = request.headers.get("origin")?.slice(0, 200);
    getLogger().warn({ url: request.url, origin }, "cross-origin action refused");
    return;
  }
  // A client's mistake (e.g. a POST to a page without an action → 405) is not a server error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    getLogger().info({ status: error.status, url: request.url }, "request refused");
    return;
  }
  getLogger().error({ err: error, url: request.url }, "unhandled error");
};
