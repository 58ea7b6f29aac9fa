import { Form, Link, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ExternalLink, Pencil, Trash2 } from "~/components/ui/icons";
import { JOB_ADMIN_MESSAGES } from "~/modules/jobs/job-messages";
import { cn } from "~/utils/cn";
import { formatCount } from "~/utils/counts";

type RowJob = { id: string; title: string; isActive: boolean; applicationCount: number };

const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-lg border border-transparent text-slate-600 transition-colors hover:border-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function ToggleButton({ job }: { job: RowJob }) {
  const navigation = useNavigation();
  const intent = job.isActive ? "deactivate" : "activate";
  const pending = navigation.state === "submitting" && navigation.formData?.get("jobId") === job.id;
  const label = `${job.isActive ? "Deactivate" : "Activate"} ${job.title}`;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="jobId" value={job.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={pending}
        title={label}
        className={cn(ICON_BUTTON, "w-12")}
      >
        {/* A small switch: the knob on the right and green while the job is public. */}
        <span
          aria-hidden="true"
          className={cn(
            "relative inline-flex h-5 w-9 items-center rounded-full transition-colors",
            job.isActive ? "bg-emerald-600" : "bg-slate-300",
            pending && "opacity-60",
          )}
        >
          <span
            className={cn(
              "inline-block size-4 rounded-full bg-white shadow-sm transition-transform",
              job.isActive ? "translate-x-[18px]" : "translate-x-0.5",
            )}
          />
        </span>
        <span className="sr-only">{label}</span>
      </button>
    </Form>
  );
}

/** What deleting does to the job's applications (they are kept, without the link). */
function applicationsNote(count: number): string {
  if (count === 0) return "It has no applications.";
  return `Its ${formatCount(count, "application")} will be kept: they keep the job title but no longer link to this job.`;
}

/**
 * A row's actions: the public page (new tab), activate/deactivate, edit and
 * delete (through the spec's 'Confirm Deletion' dialog). Icon buttons carry
 * the job title in their accessible names, so each is unambiguous.
 */
export function JobRowActions({ job }: { job: RowJob }) {
  return (
    <div className="inline-flex items-center gap-1">
      {job.isActive ? (
        <a
          href={`/careers/job/${job.id}`}
          target="_blank"
          rel="noopener noreferrer"
          title="View on the careers page (new tab)"
          className={cn(ICON_BUTTON, "hover:text-brand-700")}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">View {job.title} on the careers page (opens in a new tab)</span>
        </a>
      ) : (
        // Inactive jobs have no public page; keep the column aligned.
        <span aria-hidden="true" className="size-9" />
      )}
      <ToggleButton job={job} />
      <Link
        to={`/admin/jobs/edit/${job.id}`}
        title={`Edit ${job.title}`}
        className={cn(ICON_BUTTON, "hover:text-brand-700")}
      >
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Edit {job.title}</span>
      </Link>
      <ConfirmDialog
        title={JOB_ADMIN_MESSAGES.deleteTitle}
        trigger={{
          content: (
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Delete {job.title}</span>
            </>
          ),
          className: cn(ICON_BUTTON, "hover:border-red-200 hover:bg-red-50 hover:text-red-700"),
          title: `Delete ${job.title}`,
        }}
        fields={{ intent: "delete", jobId: job.id }}
      >
        <p>{JOB_ADMIN_MESSAGES.deleteQuestion}</p>
        <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          <p className="font-semibold text-navy-900">{job.title}</p>
          <p className="mt-1">{applicationsNote(job.applicationCount)}</p>
        </div>
      </ConfirmDialog>
    </div>
  );
}
