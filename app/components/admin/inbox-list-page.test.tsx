import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { APPLICATIONS_INBOX } from "./applications/applications-inbox";
import { ApplicationsTable } from "./applications/applications-table";
import { InboxListPage, type InboxPage } from "./inbox-list-page";
import { INQUIRIES_INBOX } from "./inquiries/inquiries-inbox";
import { InquiriesTable } from "./inquiries/inquiries-table";

// Both staff inboxes are one list page with their own words: what each shows
// (the same texts as before they shared it) follows from its kind.
function render(url: string, page: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [url] });
  return renderToStaticMarkup(<RouterProvider router={router} />)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const inquiriesPage: InboxPage<"new" | "replied" | "closed"> = {
  matching: 30,
  statusCounts: { new: 20, replied: 6, closed: 4 },
  total: 30,
  page: 2,
  pageCount: 2,
};

const inquiry = {
  id: "3c1f",
  name: "Dana Ruiz",
  email: "dana@example.com",
  company: "Northwind",
  service: "staff",
  snippet: "We need two engineers",
  status: "new" as const,
  createdAt: "2026-01-05T15:00:00Z",
};

test("the inquiries inbox: heading, export, shortcuts, range and pages", () => {
  const text = render(
    "/admin/inquiries?q=dana&page=2",
    <InboxListPage
      kind={INQUIRIES_INBOX}
      inbox={{ ...inquiriesPage, notice: "The inquiry was deleted." }}
      shown={5}
      filters={{ q: "dana", status: "" }}
      filtered
      searchFor={(status) => `?q=dana${status ? `&status=${status}` : ""}`}
      table={<InquiriesTable rows={[inquiry]} />}
    />,
  );
  expect(text).toContain("Contact Inquiries Messages sent with the contact form, newest first.");
  expect(text).toContain("Export CSV of the inquiries shown");
  expect(text).toContain("The inquiry was deleted.");
  expect(text).toContain("All 30 New 20 Replied 6 Closed 4");
  expect(text).toContain("26–30 of 30 inquiries");
  expect(text).toContain(
    "Dana Ruiz dana@example.com We need two engineers Northwind Staff Augmentation Jan 5, 2026 New",
  );
  expect(text).toContain("Jan 5, 2026");
});

test("an empty inbox says why, in its own words", () => {
  const empty = { ...inquiriesPage, matching: 0, total: 0, page: 1, pageCount: 0 };
  const none = (filtered: boolean) =>
    render(
      "/admin/applications",
      <InboxListPage
        kind={APPLICATIONS_INBOX}
        inbox={{
          ...empty,
          statusCounts: {
            new: 0,
            review: 0,
            interview: 0,
            offer: 0,
            hired: 0,
            rejected: 0,
            withdrawn: 0,
          },
        }}
        shown={0}
        filters={{ q: filtered ? "x" : "", job: "", status: "" }}
        filtered={filtered}
        searchFor={() => ""}
        table={<ApplicationsTable rows={[]} />}
      />,
    );
  expect(none(true)).toContain(
    "No applications match these filters Try another name, job or status, or clear the filters to see every application. Clear filters",
  );
  expect(none(false)).toContain(
    "No applications yet Applications sent from the careers pages will appear here, newest first.",
  );
  expect(none(false)).not.toContain("Export CSV");
});
