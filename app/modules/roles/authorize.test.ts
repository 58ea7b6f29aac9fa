import { expect, test } from "vitest";
import { changeAccount } from "~/modules/accounts/users.server";
import { createJob } from "~/modules/jobs/job-writes.server";
import { createPost } from "~/modules/blog/post-writes.server";
import { exportPersonData } from "~/modules/privacy/person-data.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { assertActorMay, ForbiddenActionError } from "./authorize";
import type { Actor } from "~/modules/actor/actor";
import type { JobInput } from "~/modules/jobs/job-schema";
import type { PostFormValues } from "~/modules/blog/post-schema";

setupTestDatabase();

const as = (role: string | null): Actor => ({
  user: { id: "someone", email: "someone@example.com", name: "Someone", role },
  ip: "203.0.113.9",
});

test("the actor's role is checked again in the modules (the routes check first)", async () => {
  expect(() => assertActorMay(as("recruiter"), "jobs")).not.toThrow();
  expect(() => assertActorMay(as("editor"), "jobs")).toThrow(ForbiddenActionError);
  expect(() => assertActorMay(as(null), "blog")).toThrow(ForbiddenActionError);
  // A few writes across the areas refuse before touching anything.
  await expect(createJob(as("editor"), {} as JobInput)).rejects.toThrow(ForbiddenActionError);
  await expect(createPost(as("recruiter"), {} as PostFormValues)).rejects.toThrow(
    ForbiddenActionError,
  );
  await expect(exportPersonData(as("recruiter"), "a@example.com")).rejects.toThrow(
    ForbiddenActionError,
  );
  await expect(changeAccount(as("editor"), { action: "disable" }, "x")).rejects.toThrow(
    ForbiddenActionError,
  );
});
