import fc from "fast-check";
import { describe, test } from "vitest";
import {
  dataUrl,
  expectNoServerError,
  expectOnSiteLocation,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  queryString,
  requestMode,
} from "./fuzz";
import type { createTestRequestHandler } from "./request-handler";

/** A page (or resource route) and the inputs it reads from its URL. */
export type FuzzPage = {
  name: string;
  path: (segment: string) => string;
  /** The path id's values; read when the test runs (after the data is seeded). */
  segment?: () => fc.Arbitrary<string>;
  /** Every query parameter the page reads. */
  query: readonly string[];
  /** Real values mixed in, so the page's real paths run with the other inputs hostile. */
  valid?: () => Partial<Record<string, readonly string[]>>;
  /** A resource route (CSV, file, API): no `.data` variant. */
  resource?: boolean;
};

/**
 * One property per page: FUZZ_RUNS requests, each giving the path id and every
 * query parameter a generated value at once, as a document (rendered) or a
 * `.data` request (loaders only). None may answer 5xx, and any redirect stays
 * on this site.
 */
export function fuzzPages(
  title: string,
  pages: FuzzPage[],
  handle: ReturnType<typeof createTestRequestHandler>,
  headers: () => HeadersInit = () => ({}),
) {
  describe(title, () => {
    for (const page of pages) {
      test(page.name, { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const input = fc.record({
          segment: page.segment?.() ?? fc.constant(""),
          query: queryString(page.query, page.valid?.()),
          mode: requestMode,
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ segment, query, mode }) => {
            const target = `${page.path(segment)}${query}`;
            const url = mode === "data" && !page.resource ? dataUrl(target) : target;
            const response = await handle(
              new Request(`http://localhost:3000${url}`, { headers: headers() }),
            );
            await response.arrayBuffer();
            expectNoServerError({ status: response.status, url });
            expectOnSiteLocation(response, url);
          }),
          { numRuns: FUZZ_RUNS },
        );
      });
    }
  });
}
