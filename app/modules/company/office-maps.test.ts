import { expect, test } from "vitest";
import { DEMO_COMPANY, type Office } from "./company-info";
import {
  hasMapPosition,
  officeAddress,
  officeEmbedUrl,
  officeMapFramePath,
  officeMapsUrl,
  primaryOffice,
} from "./office-maps";

const hamilton = DEMO_COMPANY.offices[0]!;
const moved: Office = {
  ...hamilton,
  street: "1 Market St & Main",
  city: "Trenton",
  latitude: null,
  longitude: null,
};

test("the maps link marks the office's coordinates, or searches its address", () => {
  expect(officeMapsUrl(hamilton)).toBe(
    "https://www.openstreetmap.org/?mlat=40.2583&mlon=-74.6911#map=17/40.2583/-74.6911",
  );
  expect(officeAddress(moved)).toBe("1 Market St & Main, Trenton, NJ 08619");
  expect(officeMapsUrl(moved)).toBe(
    "https://www.openstreetmap.org/search?query=1%20Market%20St%20%26%20Main%2C%20Trenton%2C%20NJ%2008619",
  );
});

test("the embed is a small box around the office with a marker on it", () => {
  if (!hasMapPosition(hamilton)) throw new Error("the demo office has coordinates");
  const url = new URL(officeEmbedUrl(hamilton));
  expect(url.origin).toBe("https://www.openstreetmap.org");
  expect(url.pathname).toBe("/export/embed.html");
  expect(url.searchParams.get("marker")).toBe("40.2583,-74.6911");
  const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
  expect(west).toBeLessThan(-74.6911);
  expect(east).toBeGreaterThan(-74.6911);
  expect(south).toBeLessThan(40.2583);
  expect(north).toBeGreaterThan(40.2583);
  expect(hasMapPosition(moved)).toBe(false);
  expect(officeMapFramePath(hamilton)).toBe("/maps/hamilton");
});

test("the primary office is the marked one, wherever it is in the list", () => {
  const [first, second] = DEMO_COMPANY.offices as [Office, Office];
  expect(primaryOffice(DEMO_COMPANY.offices)).toBe(first);
  const swapped = [
    { ...first, primary: false },
    { ...second, primary: true },
  ];
  expect(primaryOffice(swapped)?.id).toBe("east-brunswick");
  expect(primaryOffice([])).toBeUndefined();
});
