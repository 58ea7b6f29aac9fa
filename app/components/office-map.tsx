import { ExternalLink, MapPin } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { useCompany } from "~/components/use-company";

/** A local illustration: no third-party frame, no tracking, works offline. */
const MAP_SRC = "/images/map-hamilton.svg";
const MAP_WIDTH = 800;
const MAP_HEIGHT = 450;

/**
 * Click-to-load map of the Hamilton office. A native <details> keeps it
 * working without JavaScript, and the lazy image inside is not fetched while
 * the details element is closed. Everything that belongs to the closed state
 * sits outside <details> so the summary's accessible name stays "Show map".
 */
export function OfficeMap({ className }: { className?: string }) {
  const company = useCompany();
  const office = company.offices.find((candidate) => candidate.id === "hamilton");
  if (!office) return null;
  const address = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
  // The directions link is a setting; name the service only when it is the one we know.
  const mapService = /(^|\.)openstreetmap\.org$/.test(hostOf(office.directionsUrl))
    ? "OpenStreetMap"
    : "maps";

  return (
    <div
      className={cn(
        "group/map relative isolate overflow-hidden rounded-2xl border border-slate-200 bg-[#eef2f7] shadow-sm has-[details[open]]:bg-white",
        className,
      )}
    >
      <MapBackdrop />

      <div className="flex flex-col items-center px-6 pt-12 text-center sm:pt-14 group-has-[details[open]]/map:hidden">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 ring-8 ring-brand-600/15"
        >
          <MapPin className="h-7 w-7" />
        </span>
        <p className="mt-5 text-lg font-semibold text-navy-900">{office.name}</p>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{address}</p>
      </div>

      <details className="group">
        <summary
          className={cn(
            "group/summary cursor-pointer list-none focus-visible:outline-none [&::-webkit-details-marker]:hidden",
            // Closed: a centred button whose hit area stretches over the whole placeholder card.
            "mx-auto mt-6 w-fit after:absolute after:inset-0 after:content-['']",
            // Open: a header bar above the map.
            "group-open:mx-0 group-open:mt-0 group-open:flex group-open:w-auto group-open:items-center group-open:justify-between group-open:gap-4 group-open:border-b group-open:border-slate-200 group-open:px-4 group-open:py-3 group-open:after:hidden sm:group-open:px-5",
          )}
        >
          <span className="hidden min-w-0 items-center gap-2 font-semibold text-navy-900 group-open:flex">
            <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
            <span className="truncate">{office.name}</span>
          </span>
          <span
            className={cn(
              buttonClasses("primary", "lg"),
              "group-open:border group-open:border-slate-300 group-open:bg-white group-open:px-4 group-open:py-2 group-open:text-sm group-open:text-navy-900 group-open:shadow-none group-open:hover:border-brand-600 group-open:hover:text-brand-700",
              "group-focus-visible/summary:outline-2 group-focus-visible/summary:outline-offset-2 group-focus-visible/summary:outline-brand-600",
            )}
          >
            <MapPin aria-hidden="true" className="h-5 w-5 group-open:hidden" />
            <span className="group-open:hidden">Show map</span>
            <span className="hidden group-open:inline">Hide map</span>
          </span>
        </summary>

        <img
          src={MAP_SRC}
          loading="lazy"
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          alt={`Map showing the ${office.name} of ${company.name} at ${address}`}
          className="block aspect-square h-auto w-full bg-[#eef2f7] object-cover object-[80%_50%] sm:aspect-auto sm:object-fill"
        />
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
            href={office.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "md", "shrink-0 self-start sm:self-auto")}
          >
            Open in {mapService}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </details>

      <p className="mx-auto max-w-sm px-6 pb-12 pt-4 text-center text-sm leading-relaxed text-slate-600 sm:pb-14 group-has-[details[open]]/map:hidden">
        The map loads only when you ask for it. It is served from our own website, with no
        third-party tracking.
      </p>
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** A few CSS-only streets, a creek and a park, so the closed card reads as a map. */
function MapBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 group-has-[details[open]]/map:hidden">
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
