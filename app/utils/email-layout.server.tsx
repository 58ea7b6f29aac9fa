import { renderToStaticMarkup } from "react-dom/server";

export type Email = { subject: string; text: string; html: string };

/** The plain wrapper every site email uses. React escapes every value, so visitor text never becomes markup. */
export function EmailShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "Arial, sans-serif", color: "#1c2a4d", lineHeight: 1.5 }}>
        <h1 style={{ fontSize: "20px" }}>{title}</h1>
        {children}
      </body>
    </html>
  );
}

export function renderEmail(node: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(node)}`;
}

/** A two-column table of labelled values. */
export function FieldTable({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table cellPadding={4}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
