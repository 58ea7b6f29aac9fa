import { Info, Mail } from "~/components/ui/icons";
import { MAIL_DESTINATION_TEXT, type MailDestinationView } from "~/modules/mail/delivery-schema";

/**
 * Where the site's e-mail goes. In outbox mode (no SMTP server) a warning:
 * nothing reaches anyone, and no page may suggest it did.
 */
export function MailDestinationNotice({
  destination,
  quietWhenSent = false,
}: {
  destination: MailDestinationView;
  /** Say nothing when mail is sent normally (the dashboard). */
  quietWhenSent?: boolean;
}) {
  if (destination.mode === "smtp") {
    if (quietWhenSent) return null;
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
        {MAIL_DESTINATION_TEXT.smtp.replace("{server}", destination.server)}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="mail-destination-title"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <h2 id="mail-destination-title" className="font-semibold">
          {MAIL_DESTINATION_TEXT.outboxTitle}
        </h2>
        <p className="mt-1 break-words">
          {MAIL_DESTINATION_TEXT.outbox.replace("{folder}", destination.folder)}
        </p>
      </div>
    </section>
  );
}
