import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { DEMO_COMPANY } from "./company-info";
import { companyFormData } from "../../../tests/helpers/company-form";
import {
  changedFields,
  companyInfoFrom,
  CompanySettingsSchema,
  DEMO_COMPANY_SETTINGS,
  PHONE_MESSAGE,
  phoneHref,
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

test("the two offices keep their ids; a form that swaps or drops one is refused", () => {
  expect(errorsFor({ "offices[0].id": "east-brunswick", "offices[1].id": "hamilton" })).toEqual({
    offices: ["Both offices are required"],
  });
  expect(errorsFor({ "offices[1].id": "newark" })).toHaveProperty(["offices[1].id"]);
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
