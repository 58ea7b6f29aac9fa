import { expect, test } from "vitest";
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
