import fs from "node:fs/promises";
import { expect, test } from "vitest";
import { SAMPLE_PDF } from "../../../tests/helpers/application-form";
import { insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { resumeResponse } from "~/routes/admin/applications/resume-response.server";
import { openResumeForAdmin, resumeFileExists } from "./resume-download.server";
import { resumePath, storeResume } from "./resume-storage.server";

setupTestDatabase();

test("an admin gets the exact bytes as a PDF attachment named after the candidate and the job, never cached", async () => {
  const stored = await storeResume(SAMPLE_PDF);
  const application = await insertApplication({
    resumeKey: stored.key,
    resumeFileName: "CV.pdf",
    firstName: "Dana",
    lastName: "Okafor",
    jobTitle: "Senior Software Engineer",
  });
  const download = await openResumeForAdmin(application.id);
  expect(download.status).toBe("ok");
  if (download.status !== "ok") return;
  expect(download.file.fileName).toBe("Dana-Okafor-Senior-Software-Engineer-resume.pdf");
  // As the route sends it.
  const response = resumeResponse(download.file);
  const { headers } = response;
  expect(headers.get("content-type")).toBe("application/pdf");
  expect(headers.get("content-length")).toBe(String(SAMPLE_PDF.byteLength));
  expect(headers.get("cache-control")).toBe("private, no-store");
  expect(headers.get("content-disposition")).toBe(
    "attachment; filename=Dana-Okafor-Senior-Software-Engineer-resume.pdf",
  );
  expect(Buffer.from(await response.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);
});

test("a name with accents and quotes still makes a safe header", async () => {
  const stored = await storeResume(SAMPLE_PDF);
  const application = await insertApplication({
    resumeKey: stored.key,
    firstName: 'Zoë "DJ"',
    lastName: "Núñez",
    jobTitle: "C++ / .NET Developer",
  });
  const download = await openResumeForAdmin(application.id);
  if (download.status !== "ok") throw new Error(download.status);
  expect(resumeResponse(download.file).headers.get("content-disposition")).toBe(
    "attachment; filename=Zoe-DJ-Nunez-C-NET-Developer-resume.pdf",
  );
});

test("a missing file, an unknown and a malformed id are told apart", async () => {
  const stored = await storeResume(SAMPLE_PDF);
  const application = await insertApplication({ resumeKey: stored.key });
  expect(await resumeFileExists(stored.key)).toBe(true);
  await fs.rm(resumePath(stored.key));
  expect(await resumeFileExists(stored.key)).toBe(false);
  expect(await openResumeForAdmin(application.id)).toEqual({
    status: "file-missing",
  });
  expect(await openResumeForAdmin("00000000-0000-4000-8000-000000000000")).toEqual({
    status: "not-found",
  });
  expect(await openResumeForAdmin("../../etc/passwd")).toEqual({
    status: "not-found",
  });
});
