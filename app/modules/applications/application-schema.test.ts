import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import {
  applicationFormData,
  SAMPLE_PDF,
  validApplicationFields,
} from "../../../tests/helpers/application-form";
import { ApplicationSchema, MAX_RESUME_BYTES } from "./application-schema";

function errorsFor(
  fields: Record<string, string>,
  resume?: Parameters<typeof applicationFormData>[1],
) {
  const submission = parseWithZod(applicationFormData(fields, resume), {
    schema: ApplicationSchema,
  });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

test("a complete application is valid", () => {
  const submission = parseWithZod(applicationFormData(validApplicationFields()), {
    schema: ApplicationSchema,
  });
  expect(submission.status).toBe("success");
});

test("every required field has the spec's message", () => {
  const empty = Object.fromEntries(
    Object.keys(validApplicationFields()).map((key) => [
      key,
      key === "idempotencyKey" ? crypto.randomUUID() : "",
    ]),
  );
  expect(errorsFor(empty, null)).toEqual({
    firstName: ["First name is required"],
    lastName: ["Last name is required"],
    email: ["Email is required"],
    phone: ["Phone number is required"],
    location: ["Location is required"],
    experience: ["Please select your experience"],
    coverLetter: ["Cover letter is required"],
    resume: ["Resume is required"],
    privacyPolicy: ["You must agree to the privacy policy"],
  });
});

test("email must look like an address; the cover letter needs 100 characters", () => {
  const errors = errorsFor(validApplicationFields({ email: "dana@", coverLetter: "Too short." }));
  expect(errors.email).toEqual(["Invalid email address"]);
  expect(errors.coverLetter).toEqual(["Cover letter should be at least 100 characters"]);
  // Whitespace does not count towards the 100.
  const padded = `${"x".repeat(99)}${" ".repeat(50)}`;
  expect(errorsFor(validApplicationFields({ coverLetter: padded })).coverLetter).toEqual([
    "Cover letter should be at least 100 characters",
  ]);
});

test("the résumé must be a PDF of at most 5 MB", () => {
  expect(
    errorsFor(validApplicationFields(), {
      bytes: Buffer.from("hello"),
      name: "cv.txt",
      type: "text/plain",
    }).resume,
  ).toEqual(["Only PDF files are allowed"]);
  expect(
    errorsFor(validApplicationFields(), {
      bytes: new Uint8Array(MAX_RESUME_BYTES + 1),
      name: "big.pdf",
      type: "application/pdf",
    }).resume,
  ).toEqual(["File size must be less than 5MB"]);
  // Exactly 5 MB is allowed; a PDF without a type is judged by its name.
  expect(
    errorsFor(validApplicationFields(), {
      bytes: new Uint8Array(MAX_RESUME_BYTES),
      name: "cv.pdf",
      type: "application/pdf",
    }).resume,
  ).toBeUndefined();
  expect(
    errorsFor(validApplicationFields(), { bytes: SAMPLE_PDF, name: "cv.PDF", type: "" }).resume,
  ).toBeUndefined();
});

test("LinkedIn and portfolio are optional but must be web addresses when given", () => {
  expect(errorsFor(validApplicationFields({ linkedin: "", portfolio: "" }))).toEqual({});
  const errors = errorsFor(
    validApplicationFields({ linkedin: "javascript:alert(1)", portfolio: "not a url" }),
  );
  expect(errors.linkedin).toBeDefined();
  expect(errors.portfolio).toBeDefined();
});
