import type { RequestHandler } from "express";
import { mayReadMetrics } from "./metrics-access";

type MetricsText = { contentType: string; body: string };

/**
 * GET /metrics: this process's metrics (app/modules/metrics) for a scraper
 * on this machine or one holding METRICS_TOKEN (./metrics-access.ts); 403
 * for everybody else. Never stored by anyone in between.
 */
export function metricsEndpoint(options: {
  token: string | undefined;
  render: () => Promise<MetricsText>;
}): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const request = { remoteAddress: req.socket.remoteAddress, headers: req.headers };
    if (!mayReadMetrics(request, options.token)) {
      res.status(403).type("text/plain").send("Forbidden");
      return;
    }
    const { contentType, body } = await options.render();
    res.status(200).setHeader("Content-Type", contentType);
    res.send(body);
  };
}
