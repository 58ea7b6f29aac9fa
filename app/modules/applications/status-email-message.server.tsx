import { EmailShell, renderEmail, type Email } from "~/utils/email-layout.server";

/** A filled-in status template as an e-mail: the text as typed, and each paragraph in HTML. */
export function statusEmailMessage(subject: string, body: string): Email {
  const paragraphs = body.split(/\n{2,}/);
  const html = renderEmail(
    <EmailShell title={subject}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={{ whiteSpace: "pre-line" }}>
          {paragraph}
        </p>
      ))}
    </EmailShell>,
  );
  return { subject, text: body, html };
}
