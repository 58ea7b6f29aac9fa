import { useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { Button } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { Check, Copy, Link2 } from "~/components/ui/icons";
import { PREVIEW_LINK_LIFETIMES } from "~/modules/previews/preview-link-schema";
import { cn } from "~/utils/cn";
import { formatAdminDateTime } from "~/utils/dates";

type SharePreviewPanelProps = {
  /** Where its forms post (the kind's share route for this draft). */
  action: string;
  /** Where the draft is never listed: "the blog", "the site". */
  listedOn: string;
  /**
   * The working link, or null. Its address (absolute) only right after it was
   * made: the server keeps just a hash of it.
   */
  link: { id: string; url: string | null; expiresAt: Date | string | null } | null;
};

/**
 * "Share a preview" on a draft's edit page, a post's or a page's: a link
 * anyone can open (signed in or not) to read the draft, until it expires or
 * is revoked. Its own small forms, outside the editor's form, so sharing
 * never saves the draft.
 */
export function SharePreviewPanel({ action, listedOn, link }: SharePreviewPanelProps) {
  const [copied, setCopied] = useState(false);
  // Shown once by the server; kept while the page revalidates (autosave) for the same link.
  const [shown, setShown] = useState(link?.url ? { id: link.id, url: link.url } : null);
  if (link?.url && (shown?.id !== link.id || shown.url !== link.url)) {
    setShown({ id: link.id, url: link.url });
  }
  const url = link && shown?.id === link.id ? shown.url : null;
  return (
    <section
      aria-labelledby="share-preview-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Link2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 id="share-preview-heading" className="font-semibold text-navy-900">
            Share a preview
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Anyone with the link can read this draft as it was last saved, without signing in. It is
            never listed on {listedOn} or shown to search engines.
          </p>
          {link ? (
            <div className="mt-4 space-y-3">
              {url ? (
                <>
                  <label htmlFor="preview-link" className="block text-sm font-medium text-navy-900">
                    Preview link
                  </label>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <input
                      id="preview-link"
                      readOnly
                      value={url}
                      aria-describedby="preview-link-once preview-link-expiry"
                      onFocus={(event) => event.currentTarget.select()}
                      className={cn(INPUT_CLASSES, "font-mono text-sm")}
                    />
                    <Button
                      type="button"
                      variant="secondary"
                      className="shrink-0 whitespace-nowrap"
                      onClick={() => {
                        void navigator.clipboard?.writeText(url).then(() => setCopied(true));
                      }}
                    >
                      {copied ? (
                        <Check aria-hidden="true" className="size-4" />
                      ) : (
                        <Copy aria-hidden="true" className="size-4" />
                      )}
                      {copied ? "Copied" : "Copy link"}
                    </Button>
                  </div>
                  <p id="preview-link-once" className="text-sm text-slate-600">
                    Copy it now: for safety the site keeps no readable copy and shows it only this
                    once.
                  </p>
                </>
              ) : (
                <p className="text-sm text-slate-600">
                  A preview link is active. Its address was shown once, when it was made; to share
                  the draft again, revoke it and create a new one.
                </p>
              )}
              <p id="preview-link-expiry" className="text-sm text-slate-600">
                {link.expiresAt
                  ? `Works until ${formatAdminDateTime(link.expiresAt)}.`
                  : "Works until you revoke it."}
              </p>
              <Form method="post" action={action}>
                <SubmitButton intent="revoke" variant="secondary" pendingLabel="Revoking...">
                  Revoke link
                </SubmitButton>
              </Form>
            </div>
          ) : (
            <Form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-3">
              <div>
                <label
                  htmlFor="preview-lifetime"
                  className="block text-sm font-medium text-navy-900"
                >
                  Link works for
                </label>
                <select
                  id="preview-lifetime"
                  name="lifetime"
                  defaultValue="7"
                  className={cn(INPUT_CLASSES, "mt-1.5 w-auto")}
                >
                  {PREVIEW_LINK_LIFETIMES.map((choice) => (
                    <option key={choice.days} value={choice.days}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
              <SubmitButton intent="share" pendingLabel="Creating...">
                Create preview link
              </SubmitButton>
            </Form>
          )}
        </div>
      </div>
    </section>
  );
}
