import { describe, expect, it } from "vitest";
import { noticeFrom, pathWithNotice } from "./notices";

const NOTICES = { created: "Job created successfully." };

describe("notices", () => {
  it("shows the text of a known key only", () => {
    expect(noticeFrom(new URLSearchParams("notice=created"), NOTICES)).toBe(
      "Job created successfully.",
    );
    expect(noticeFrom(new URLSearchParams("notice=<script>"), NOTICES)).toBeNull();
    expect(noticeFrom(new URLSearchParams("notice=toString"), NOTICES)).toBeNull();
    expect(noticeFrom(new URLSearchParams(""), NOTICES)).toBeNull();
  });

  it("adds the key to a path and keeps its query and hash", () => {
    expect(pathWithNotice("/admin/jobs", "created")).toBe("/admin/jobs?notice=created");
    expect(pathWithNotice("/admin/jobs?page=2#list", "created")).toBe(
      "/admin/jobs?page=2&notice=created#list",
    );
  });
});
