import { renderToStaticMarkup } from "react-dom/server";
import type { Office } from "./company-info";
import { getCompanyInfo } from "./company.server";
import { hasMapPosition, officeAddress, officeEmbedUrl } from "./office-maps";

/**
 * The page the contact page frames when a visitor asks for the map: only
 * OpenStreetMap's embed, full size. It has a CSP of its own (server/security.ts
 * mapFrameHeaders) — the only page allowed to frame the map service. Null
 * when the office is unknown or has no map position.
 */
export async function renderOfficeMapFrame(officeId: string): Promise<string | null> {
  const company = await getCompanyInfo();
  const office = company.offices.find((candidate) => candidate.id === officeId);
  if (!office || !hasMapPosition(office)) return null;
  return `<!DOCTYPE html>${renderToStaticMarkup(<MapFrame office={office} company={company.name} />)}`;
}

function MapFrame({
  office,
  company,
}: {
  office: Office & { latitude: number; longitude: number };
  company: string;
}) {
  const title = `Map of the ${office.name} of ${company}, ${officeAddress(office)}`;
  return (
    <html lang="en" style={{ height: "100%" }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="strict-origin-when-cross-origin" />
        <title>{title}</title>
      </head>
      <body style={{ height: "100%", margin: 0 }}>
        <iframe
          title={title}
          src={officeEmbedUrl(office)}
          style={{ display: "block", width: "100%", height: "100%", border: 0 }}
        />
      </body>
    </html>
  );
}
