import { Form } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { Download, Trash2 } from "~/components/ui/icons";
import { formatAdminDateTime, isoDate } from "~/utils/dates";
import { formatCount } from "~/utils/counts";

type Found = {
  applications: { id: string; jobTitle: string; status: string; createdAt: string | Date }[];
  inquiries: { id: string; company: string; createdAt: string | Date }[];
};

/** What is held about one address, with the download and the erasure. */
export function PersonDataPanel({ email, found }: { email: string; found: Found }) {
  const total = found.applications.length + found.inquiries.length;
  return (
    <section aria-labelledby="person-data-heading" className="mt-8 border-t border-slate-200 pt-8">
      <h2 id="person-data-heading" className="text-lg font-semibold text-navy-900">
        Held about {email}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {total === 0
          ? "Nothing: no application or inquiry uses this address."
          : `${formatCount(found.applications.length, "application")} and ${formatCount(found.inquiries.length, "inquiry")}.`}
      </p>
      {total > 0 ? (
        <>
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {found.applications.map((application) => (
              <li key={application.id}>
                Application for <strong>{application.jobTitle}</strong> ({application.status}),{" "}
                <time dateTime={isoDate(application.createdAt)}>
                  {formatAdminDateTime(application.createdAt)}
                </time>
              </li>
            ))}
            {found.inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                Inquiry from <strong>{inquiry.company}</strong>,{" "}
                <time dateTime={isoDate(inquiry.createdAt)}>
                  {formatAdminDateTime(inquiry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            {/* A document request: the browser saves the ZIP the server answers. */}
            <Form method="post" action="/admin/settings/privacy/export" reloadDocument>
              <input type="hidden" name="email" value={email} />
              <SubmitButton variant="secondary" pendingLabel="Preparing...">
                <Download aria-hidden="true" className="size-4" />
                Download everything (ZIP)
              </SubmitButton>
            </Form>
            <ConfirmDialog
              title="Erase everything?"
              trigger={{
                content: (
                  <>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Erase everything
                  </>
                ),
                className: buttonClasses("danger"),
              }}
              fields={{ intent: "erase", email }}
              confirmLabel="Erase everything"
            >
              Every application (with its notes and résumé) and every inquiry of {email} is deleted
              for good. The audit log keeps only that an erasure happened.
            </ConfirmDialog>
          </div>
        </>
      ) : null}
    </section>
  );
}
