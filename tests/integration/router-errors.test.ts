import { expect, test, vi } from "vitest";
import { getLogger } from "~/utils/logger.server";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

setupTestDatabase();
const handle = createTestRequestHandler();

test.each(["/privacy", "/privacy.data", "/terms", "/services.data"])(
  "POST %s answers 405 without naming a route module",
  async (path) => {
    const response = await handle(
      new Request(`http://localhost:3000${path}`, {
        method: "POST",
        body: new URLSearchParams({ x: "1" }),
      }),
    );
    expect(response.status).toBe(405);
    const body = await response.text();
    // Route ids are public in every page's manifest; the router's message is not.
    expect(body).not.toMatch(/did not provide an `action`|for route \\?"routes/);
    expect(body).toContain("405 Method Not Allowed");
  },
);

test("React Router's refusal of a post from another origin is a 400 noted at warn, without a stack", async () => {
  const logger = getLogger();
  const error = vi.spyOn(logger, "error");
  const warn = vi.spyOn(logger, "warn");
  try {
    for (const path of ["/contact", "/contact.data"]) {
      const response = await handle(
        new Request(`http://localhost:3000${path}`, {
          method: "POST",
          // What a same-origin page sends under a no-referrer policy.
          headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
          body: new URLSearchParams({ name: "x" }),
        }),
      );
      expect(response.status, path).toBe(400);
    }
    expect(error).not.toHaveBeenCalled();
    const refusals = warn.mock.calls.filter(
      ([, message]) => message === "cross-origin action refused",
    );
    expect(refusals.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(refusals)).not.toContain("at throwIfPotentialCSRFAttack");
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
});
