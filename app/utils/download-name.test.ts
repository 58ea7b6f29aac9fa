import { expect, test } from "vitest";
import { downloadName, fileNamePart } from "./download-name";

test("a person and a job become a readable, file-system-safe name", () => {
  expect(downloadName(["Dana Okafor", "Senior Software Engineer", "resume"], "pdf")).toBe(
    "Dana-Okafor-Senior-Software-Engineer-resume.pdf",
  );
  expect(downloadName(["José Núñez-Ortiz", "C++ / .NET Developer (Remote)", "resume"], "pdf")).toBe(
    "Jose-Nunez-Ortiz-C-NET-Developer-Remote-resume.pdf",
  );
});

test("slashes, dots and quotes cannot leave the name or hide its extension", () => {
  expect(fileNamePart('../../etc/"passwd"')).toBe("etc-passwd");
  expect(downloadName(["", "   ", "résumé"], "pdf")).toBe("resume.pdf");
  expect(downloadName(["", "—"], "zip")).toBe("download.zip");
});

test("a very long part is cut without a trailing hyphen", () => {
  const part = fileNamePart(`${"a".repeat(59)} b`);
  expect(part).toBe("a".repeat(59));
});
