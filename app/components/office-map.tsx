import { buttonClasses } from "~/components/ui/button";
import { ExternalLink, MapPin } from "~/components/ui/icons";
import type { CompanyInfo } from "~/modules/company/company-info";
import {
  hasMapPosition,
  officeAddress,
  officeMapFramePath,
  officeMapsUrl,
  primaryOffice,
} from "~/modules/company/office-maps";
import { cn } from "~/utils/cn";

/** One box for the placeholder and the map that replaces it, so nothing below moves. */
const MAP_BOX = "relative isolate aspect-square w-full overflow-hidden sm:aspect-[16/9]";

/**
 * The primary office on a real map, loaded only when the visitor asks: until
 * then nothing comes from a third party. "Show map" (app/browser/office-map.ts)
 * puts in a frame of our own page /maps/<office>, the only page whose CSP
 * lets it frame OpenStreetMap. Without JavaScript, or without coordinates in
 * Settings, the card links to the map instead.
 */
export function OfficeMap({ company, className }: { company: CompanyInfo; className?: string }) {
  const office = primaryOffice(company.offices);
  if (!office) return null;
  const address = officeAddress(office);
  const located = hasMapPosition(office);
  const title = `Map of the ${office.name} of ${company.name}, ${address}`;

  return (
    <div
      data-office-map={located ? officeMapFramePath(office) : undefined}
      data-map-title={title}
      className={cn(
        "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm",
        className,
      )}
    >
      <div data-map-placeholder="" className={cn(MAP_BOX, "bg-[#eef2f7]")}>
        <MapBackdrop />
        <div className="flex h-full flex-col items-center justify-center px-6 text-center">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 ring-8 ring-brand-600/15"
          >
            <MapPin className="h-7 w-7" />
          </span>
          <p className="mt-5 text-lg font-semibold text-navy-900">{office.name}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{address}</p>
          {located ? (
            <>
              <button
                type="button"
                data-map-load=""
                className={cn(buttonClasses("primary", "lg"), "mt-6 nojs:hidden")}
              >
                <MapPin aria-hidden="true" className="h-5 w-5" />
                Show map
              </button>
              <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-600 nojs:hidden">
                The map loads from OpenStreetMap only when you ask for it.
              </p>
            </>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-4 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <address className="flex gap-3 text-sm leading-relaxed text-slate-700 not-italic">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span>
            <span className="font-semibold text-navy-900">{company.name}</span>
            <br />
            {office.street}
            <br />
            {office.city}, {office.region} {office.postalCode}
          </span>
        </address>
        <a
          href={officeMapsUrl(office)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "md", "shrink-0 self-start sm:self-auto")}
        >
          Open in OpenStreetMap
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** A few CSS-only streets, a creek and a park, so the closed card reads as a map. */
function MapBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(203_213_225/0.35)_1px,transparent_1px),linear-gradient(to_bottom,rgb(203_213_225/0.35)_1px,transparent_1px)] bg-[size:40px_40px]" />
      <div className="absolute -bottom-16 -left-12 h-48 w-72 rounded-[45%] bg-[#d3eacf]" />
      <div className="absolute -left-10 bottom-[22%] h-3 w-[130%] rotate-3 rounded-full bg-[#a9cbee]" />
      <div className="absolute -left-10 top-[30%] h-4 w-[130%] -rotate-6 bg-white ring-1 ring-slate-300" />
      <div className="absolute -top-10 left-[22%] h-[130%] w-3 rotate-6 bg-white ring-1 ring-slate-300" />
      <div className="absolute -top-10 right-[18%] h-[130%] w-4 -rotate-12 bg-[#fcdc94] ring-1 ring-[#e0a948]" />
      <div className="absolute inset-0 bg-[radial-gradient(closest-side,rgb(238_242_247/0.95),rgb(238_242_247/0.75)_55%,rgb(238_242_247/0))]" />
    </div>
  );
}
