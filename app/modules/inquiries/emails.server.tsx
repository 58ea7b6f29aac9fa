import { renderToStaticMarkup } from "react-dom/server";
import type { CompanyInfo } from "~/content/company";
import { serviceLabel, type InquiryInput } from "./inquiry-schema";

type Email = { subject: string; text: string; html: string };

const FIELD_ROWS = (input: InquiryInput) =>
  [
    ["Name", input.name],
    ["Email", input.email],
    ["Phone", input.phone ?? "—"],
    ["Company", input.company],
    ["Service", serviceLabel(input.service)],
  ] as const;

// React escapes every value, so visitor text can never become markup.
function EmailShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "Arial, sans-serif", color: "#1c2a4d", lineHeight: 1.5 }}>
        <h1 style={{ fontSize: "20px" }}>{title}</h1>
        {children}
      </body>
    </html>
  );
}

function render(node: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(node)}`;
}

/** To the team: every field, Reply-To set to the visitor by the caller. */
export function teamNotificationEmail(input: InquiryInput, company: CompanyInfo): Email {
  const subject = `New inquiry from ${input.name} (${input.company})`;
  const text = [
    `A new message arrived through the ${company.name} contact form.`,
    "",
    ...FIELD_ROWS(input).map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    input.message,
    "",
    "Reply to this email to answer the sender directly.",
  ].join("\n");
  const html = render(
    <EmailShell title="New contact inquiry">
      <table cellPadding={4}>
        <tbody>
          {FIELD_ROWS(input).map(([label, value]) => (
            <tr key={label}>
              <th align="left">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ fontSize: "16px" }}>Message</h2>
      <p style={{ whiteSpace: "pre-wrap" }}>{input.message}</p>
      <p>Reply to this email to answer the sender directly.</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/**
 * To the visitor: a fixed confirmation. It repeats nothing the visitor typed
 * (only the chosen service), so the form cannot be used to send arbitrary
 * text to arbitrary addresses.
 */
export function visitorConfirmationEmail(input: InquiryInput, company: CompanyInfo): Email {
  const subject = `We received your message — ${company.name}`;
  const service = serviceLabel(input.service);
  const text = [
    "Hello,",
    "",
    `Thank you for contacting ${company.name} about ${service}. Our team will get back to you within 24 hours (Monday to Friday).`,
    "",
    "If you did not send this message, you can ignore this email.",
    "",
    `${company.name} · ${company.phone} · ${company.email}`,
  ].join("\n");
  const html = render(
    <EmailShell title="Thank you for your message">
      <p>Hello,</p>
      <p>
        Thank you for contacting {company.name} about {service}. Our team will get back to you
        within 24 hours (Monday to Friday).
      </p>
      <p>If you did not send this message, you can ignore this email.</p>
      <p>
        {company.name} · {company.phone} · {company.email}
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}
