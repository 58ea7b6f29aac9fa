import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { DEMO_COMPANY, type Office } from "./company-info";
import { companyFormData } from "../../../tests/helpers/company-form";
import {
  changedFields,
  companyInfoFrom,
  CompanySettingsSchema,
  DEMO_COMPANY_SETTINGS,
  MAX_OFFICES,
  OFFICE_MESSAGES,
  PHONE_MESSAGE,
  phoneHref,
  StoredCompanySettingsSchema,
} from "./company-schema";

function errorsFor(overrides: Record<string, string>) {
  const submission = parseWithZod(companyFormData(DEMO_COMPANY_SETTINGS, overrides), {
    schema: CompanySettingsSchema,
  });
  return submission.reply().error ?? {};
}

test("the demo settings are valid and give back the demo company", () => {
  expect(CompanySettingsSchema.parse(DEMO_COMPANY_SETTINGS)).toEqual(DEMO_COMPANY_SETTINGS);
  expect(companyInfoFrom(DEMO_COMPANY_SETTINGS)).toEqual(DEMO_COMPANY);
  expect(errorsFor({})).toEqual({});
});

test("the tel: link is derived from the phone as typed", () => {
  expect(phoneHref("(609) 555-0142")).toBe("+16095550142");
  expect(phoneHref("1-609-555-0142")).toBe("+16095550142");
  expect(phoneHref("609.555.0142")).toBe("+16095550142");
  expect(phoneHref("+44 20 7946 0958")).toBe("+442079460958");
  expect(phoneHref("555-0142")).toBeNull();
  expect(phoneHref("609 555 0142 ext 5")).toBeNull();
  expect(phoneHref("+1 (609) 555-0142+")).toBeNull();
  expect(phoneHref("call us")).toBeNull();
});

test("required fields, lengths and formats have their own messages", () => {
  expect(
    errorsFor({
      name: " ",
      shortName: "",
      tagline: "x".repeat(201),
      email: "hello@",
      phone: "555-0142",
      "hours.weekend": "",
      "offices[0].postalCode": "8619",
      "offices[1].latitude": "north",
    }),
  ).toEqual({
    name: ["Company name is required"],
    shortName: ["Short name is required"],
    tagline: ["Tagline must be at most 200 characters"],
    email: ["Please enter a valid email address, e.g. hello@example.com"],
    phone: [PHONE_MESSAGE],
    "hours.weekend": ["Weekend hours are required"],
    "offices[0].postalCode": ["ZIP code must be 5 digits (or ZIP+4), e.g. 08619"],
    "offices[1].latitude": [
      "Latitude must be a number of degrees between -90 and 90, e.g. 40.2583",
    ],
  });
});

test("map coordinates are optional, in range, and given together", () => {
  expect(errorsFor({ "offices[0].latitude": "", "offices[0].longitude": "" })).toEqual({});
  expect(errorsFor({ "offices[0].latitude": " 40.5 ", "offices[0].longitude": "-74" })).toEqual({});
  expect(errorsFor({ "offices[0].latitude": "91", "offices[0].longitude": "-181" })).toEqual({
    "offices[0].latitude": [
      "Latitude must be a number of degrees between -90 and 90, e.g. 40.2583",
    ],
    "offices[0].longitude": [
      "Longitude must be a number of degrees between -180 and 180, e.g. -74.6911",
    ],
  });
  expect(errorsFor({ "offices[0].latitude": "40.5", "offices[0].longitude": "" })).toEqual({
    "offices[0].longitude": ["Enter both latitude and longitude, or neither"],
  });
  expect(errorsFor({ "offices[0].latitude": "1e2", "offices[0].longitude": "0x10" })).toMatchObject(
    {
      "offices[0].latitude": [expect.stringContaining("Latitude must be a number")],
      "offices[0].longitude": [expect.stringContaining("Longitude must be a number")],
    },
  );
});

test("social links are optional, but only full https addresses", () => {
  expect(
    errorsFor({
      "social.linkedin": "",
      "social.x": "",
      "social.facebook": "",
      "social.github": "",
    }),
  ).toEqual({});
  const message = (label: string, example: string) =>
    `${label} link must be a full address starting with https://, e.g. ${example}`;
  expect(
    errorsFor({
      "social.linkedin": "http://www.linkedin.com/company/arcwell",
      "social.x": "javascript:alert(1)",
      "social.github": "github.com/arcwell",
      "social.facebook": "https://user:secret@facebook.com/arcwell",
    }),
  ).toEqual({
    "social.linkedin": [message("LinkedIn", "https://www.linkedin.com/company/arcwell")],
    "social.x": [message("X (Twitter)", "https://x.com/arcwell")],
    "social.github": [message("GitHub", "https://github.com/arcwell")],
    "social.facebook": [message("Facebook", "https://www.facebook.com/arcwell")],
  });
});

const THIRD_OFFICE = {
  "offices[2].name": "Newark Office",
  "offices[2].street": "1 Gateway Center, Suite 2600",
  "offices[2].city": "Newark",
  "offices[2].region": "NJ",
  "offices[2].postalCode": "07102",
  "offices[2].phone": "(973) 555-0123",
  "offices[2].hours": "By appointment",
  "offices[2].latitude": "40.7357",
  "offices[2].longitude": "-74.1724",
};

function parsedWith(overrides: Record<string, string>) {
  const submission = parseWithZod(companyFormData(DEMO_COMPANY_SETTINGS, overrides), {
    schema: CompanySettingsSchema,
  });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
  return submission.value;
}

test("a row stored when there were exactly two offices still reads: the first is the primary one", () => {
  const legacy = {
    ...DEMO_COMPANY_SETTINGS,
    offices: DEMO_COMPANY_SETTINGS.offices.map(
      ({ id, name, street, city, region, postalCode, latitude, longitude }) => ({
        id,
        name,
        street,
        city,
        region,
        postalCode,
        latitude,
        longitude,
      }),
    ),
  };
  const read = StoredCompanySettingsSchema.parse(legacy);
  expect(read).toEqual(DEMO_COMPANY_SETTINGS);
  expect(read.offices.map((office) => [office.id, office.primary])).toEqual([
    ["hamilton", true],
    ["east-brunswick", false],
  ]);
  // A stored list with its primary mark is read as it is.
  const moved = DEMO_COMPANY_SETTINGS.offices.map((office) => ({
    ...office,
    primary: office.id === "east-brunswick",
  }));
  expect(
    StoredCompanySettingsSchema.parse({ ...DEMO_COMPANY_SETTINGS, offices: moved }).offices,
  ).toEqual(moved);
});

test("a third office is taken, with an id made from its name, its own line and hours", () => {
  const value = parsedWith(THIRD_OFFICE);
  expect(value.offices.map((office) => office.id)).toEqual([
    "hamilton",
    "east-brunswick",
    "newark-office",
  ]);
  expect(value.offices[2]).toEqual({
    id: "newark-office",
    name: "Newark Office",
    street: "1 Gateway Center, Suite 2600",
    city: "Newark",
    region: "NJ",
    postalCode: "07102",
    phone: "(973) 555-0123",
    hours: "By appointment",
    latitude: 40.7357,
    longitude: -74.1724,
    primary: false,
  });
  // A new office named like an existing id gets an id of its own.
  const named = parsedWith({ ...THIRD_OFFICE, "offices[2].name": "Hamilton" });
  expect(named.offices[2]?.id).toBe("hamilton-2");
  // Saved offices keep their ids when renamed (their map's address stays).
  expect(parsedWith({ "offices[0].name": "Trenton Office" }).offices[0]?.id).toBe("hamilton");
});

test("offices: duplicates, coordinates out of range, a bad phone and no primary have messages", () => {
  expect(errorsFor({ ...THIRD_OFFICE, "offices[2].name": " hamilton office " })).toEqual({
    "offices[2].name": [OFFICE_MESSAGES.duplicateName],
  });
  expect(
    errorsFor({
      ...THIRD_OFFICE,
      "offices[2].latitude": "95",
      "offices[2].longitude": "-200",
      "offices[2].phone": "555-0123",
      "offices[2].city": "",
    }),
  ).toEqual({
    "offices[2].latitude": [
      "Latitude must be a number of degrees between -90 and 90, e.g. 40.2583",
    ],
    "offices[2].longitude": [
      "Longitude must be a number of degrees between -180 and 180, e.g. -74.6911",
    ],
    "offices[2].phone": [PHONE_MESSAGE],
    "offices[2].city": ["City is required"],
  });
  expect(errorsFor({ "offices[0].primary": "" })).toEqual({
    offices: [OFFICE_MESSAGES.noPrimary],
  });
  expect(errorsFor({ ...THIRD_OFFICE, "offices[2].primary": "on" })).toEqual({
    offices: [OFFICE_MESSAGES.manyPrimaries],
  });
});

test("a form that sends no office, too many, or ids not its own is refused", () => {
  const none = parseWithZod(
    (() => {
      const form = companyFormData(DEMO_COMPANY_SETTINGS);
      for (const name of [...form.keys()]) if (name.startsWith("offices")) form.delete(name);
      return form;
    })(),
    { schema: CompanySettingsSchema },
  );
  expect(none.reply().error).toEqual({ offices: [OFFICE_MESSAGES.none] });

  const many: Record<string, string> = {};
  for (let index = 2; index <= MAX_OFFICES; index += 1) {
    for (const [name, value] of Object.entries(THIRD_OFFICE)) {
      many[name.replace("[2]", `[${index}]`)] = name.endsWith(".name")
        ? `Office number ${index}`
        : value;
    }
  }
  expect(errorsFor(many)).toEqual({ offices: [OFFICE_MESSAGES.tooMany] });

  expect(errorsFor({ "offices[1].id": "hamilton" })).toEqual({
    offices: [OFFICE_MESSAGES.badIds],
  });
  expect(errorsFor({ "offices[1].id": "../admin" })).toEqual({
    offices: [OFFICE_MESSAGES.badIds],
  });
});

test("control characters are refused", () => {
  expect(errorsFor({ name: "Arcwell\u0000" })).toEqual({
    name: ["Company name contains characters that are not allowed"],
  });
});

test("what changed is named the way the form names it", () => {
  const after = {
    ...DEMO_COMPANY_SETTINGS,
    tagline: "New tagline",
    hours: { ...DEMO_COMPANY_SETTINGS.hours, weekend: "Saturday: 10 AM - 2 PM" },
    offices: DEMO_COMPANY_SETTINGS.offices.map((office) =>
      office.id === "hamilton" ? { ...office, postalCode: "08620" } : office,
    ),
    social: { ...DEMO_COMPANY_SETTINGS.social, github: undefined },
  };
  expect(changedFields(DEMO_COMPANY_SETTINGS, after)).toEqual([
    "Tagline",
    "Hamilton Office ZIP code",
    "Weekend hours",
    "GitHub link",
  ]);
  expect(changedFields(DEMO_COMPANY_SETTINGS, DEMO_COMPANY_SETTINGS)).toEqual([]);
});

test("adding, removing, moving an office and changing the primary are named too", () => {
  const [hamilton, eastBrunswick] = DEMO_COMPANY_SETTINGS.offices as [Office, Office];
  const newark: Office = {
    ...eastBrunswick,
    id: "newark-office",
    name: "Newark Office",
    city: "Newark",
  };
  expect(
    changedFields(DEMO_COMPANY_SETTINGS, {
      ...DEMO_COMPANY_SETTINGS,
      offices: [
        { ...eastBrunswick, primary: true, phone: "(732) 555-0100" },
        { ...hamilton, primary: false },
        newark,
      ],
    }),
  ).toEqual([
    "East Brunswick Office phone",
    "Added Newark Office",
    "Office order",
    "Primary office",
  ]);
  expect(
    changedFields(DEMO_COMPANY_SETTINGS, { ...DEMO_COMPANY_SETTINGS, offices: [hamilton] }),
  ).toEqual(["Removed East Brunswick Office"]);
});
