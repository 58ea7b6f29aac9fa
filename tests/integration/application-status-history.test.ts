import { beforeAll, expect, test } from "vitest";
import { createAdmin } from "../helpers/accounts";
import { insertApplication } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";
import { stepsReached } from "~/modules/applications/status-history";

// The application page's stepper and status history, through the whole
// request pipeline (issue 29 item 20): only steps it went through are ticked,
// and every change says who, when, from and to.
setupTestDatabase();
const handle = createTestRequestHandler();
let cookie = "";
// createAdmin names the account after its label.
const adminName = "Admin stepper";

beforeAll(async () => {
  cookie = (await createAdmin("stepper")).cookie;
});

const page = (id: string) => `http://localhost:3000/admin/applications/${id}`;

async function moveTo(id: string, status: string) {
  const response = await handle(
    new Request(page(id), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status }),
    }),
  );
  expect(response.status).toBe(302);
}

async function stepper(id: string) {
  const response = await handle(new Request(page(id), { headers: { cookie } }));
  expect(response.status).toBe(200);
  // React separates adjacent text with comments; they are no part of what is read.
  const html = (await response.text()).replaceAll("<!-- -->", "");
  // Each step's label ends with its state for screen readers: "Review (skipped)".
  const steps = Object.fromEntries(
    [
      ...html.matchAll(/>(New|Review|Interview|Offer|Hired)<span class="sr-only"> \(([a-z ]+)\)</g),
    ].map((match) => [match[1], match[2]]),
  );
  const history = html.slice(html.indexOf("Status changes"));
  return { steps, history };
}

test("straight from New to Rejected: nothing is ticked, and the change is listed with who and when", async () => {
  const row = await insertApplication({ lastName: "Skipper" });
  await moveTo(row.id, "rejected");
  const { steps, history } = await stepper(row.id);
  expect(steps).toEqual({
    New: "completed",
    Review: "skipped",
    Interview: "skipped",
    Offer: "skipped",
    Hired: "skipped",
  });
  expect(history).toContain(adminName);
  expect(history).toMatch(
    /New<span aria-hidden="true"> → <\/span><span class="sr-only"> to <\/span>Rejected/,
  );
  expect(history).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/i);
});

test("New → Interview → Offer ticks New and Interview only; the history lists both moves in order", async () => {
  const row = await insertApplication({ lastName: "Jumper" });
  await moveTo(row.id, "interview");
  await moveTo(row.id, "offer");
  const { steps, history } = await stepper(row.id);
  expect(steps).toEqual({
    New: "completed",
    Review: "skipped",
    Interview: "completed",
    Offer: "current step",
    Hired: "not reached",
  });
  const first = history.indexOf("</span>Interview");
  const second = history.indexOf("</span>Offer");
  expect(first).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(first);
});

test("stepsReached: New, the history and the current step; Rejected is no pipeline step", () => {
  expect([...stepsReached("rejected", [])]).toEqual(["new"]);
  expect([...stepsReached("review", [])]).toEqual(["new", "review"]);
  expect([
    ...stepsReached("review", [
      { from: "new", to: "offer" },
      { from: "offer", to: "review" },
    ]),
  ]).toEqual(["new", "review", "offer"]);
});
