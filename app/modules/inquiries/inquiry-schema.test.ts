import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { INQUIRY_LIMITS, InquirySchema } from "./inquiry-schema";

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const VALID = {
  name: "Dana Whitfield",
  email: "dana@example.org",
  phone: "(609) 555-0100",
  company: "Harbor Logistics",
  service: "cloud",
  message: "We would like to move our ERP workloads to the cloud next quarter.",
  privacy: "on",
  // The one-time key the server renders into each form.
  idempotencyKey: "6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f",
};

function errorsFor(fields: Record<string, string>) {
  const submission = parseWithZod(formData(fields), { schema: InquirySchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

test("a complete form passes and is trimmed", () => {
  const submission = parseWithZod(formData({ ...VALID, name: "  Dana Whitfield  " }), {
    schema: InquirySchema,
  });
  expect(submission.status).toBe("success");
  if (submission.status === "success") {
    expect(submission.value.name).toBe("Dana Whitfield");
    expect(submission.value.privacy).toBe(true);
  }
});

test("phone is optional", () => {
  const { phone: _phone, ...withoutPhone } = VALID;
  expect(errorsFor(withoutPhone)).toEqual({});
});

test("every required field says so when missing", () => {
  // Only the one-time key, which the page always renders into the form.
  expect(errorsFor({ idempotencyKey: VALID.idempotencyKey })).toEqual({
    name: ["Full name is required"],
    email: ["Email address is required"],
    company: ["Company/Organization is required"],
    service: ["Please select a service"],
    message: ["Message is required"],
    privacy: ["Please agree to the privacy policy to continue"],
  });
});

test("whitespace-only text counts as missing", () => {
  expect(errorsFor({ ...VALID, name: "   ", message: " \n " })).toEqual({
    name: ["Full name is required"],
    message: ["Message is required"],
  });
});

describe("rejects bad input with a message", () => {
  test("an invalid email", () => {
    expect(errorsFor({ ...VALID, email: "not-an-email" })).toEqual({
      email: ["Please enter a valid email address"],
    });
  });
  test("an unknown service value, including the empty 'Select a service' option", () => {
    expect(errorsFor({ ...VALID, service: "quantum" })).toEqual({
      service: ["Please select a service"],
    });
    expect(errorsFor({ ...VALID, service: "" })).toEqual({ service: ["Please select a service"] });
  });
  test("overlong fields", () => {
    expect(errorsFor({ ...VALID, message: "x".repeat(INQUIRY_LIMITS.message + 1) })).toEqual({
      message: [`Message must be at most ${INQUIRY_LIMITS.message} characters`],
    });
  });
  test("NUL bytes", () => {
    expect(errorsFor({ ...VALID, company: "Acme\u0000Corp" })).toEqual({
      company: ["Contains characters that are not allowed"],
    });
  });
  test("control characters in one-line fields (line breaks stay allowed in the message)", () => {
    expect(errorsFor({ ...VALID, name: "Dana\r\nBcc: x@example.net" })).toEqual({
      name: ["Contains characters that are not allowed"],
    });
    expect(errorsFor({ ...VALID, message: "Line one\nLine two\n\tIndented" })).toEqual({});
  });
  test("missing consent", () => {
    const { privacy: _privacy, ...noConsent } = VALID;
    expect(errorsFor(noConsent)).toEqual({
      privacy: ["Please agree to the privacy policy to continue"],
    });
  });
  test("a phone number with letters", () => {
    expect(errorsFor({ ...VALID, phone: "call me maybe" })).toEqual({
      phone: ["Please enter a valid phone number"],
    });
  });
});
