import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { getObjectStore } from "./storage.server";

// Every process that imports the app (each test file, the server on disk
// storage) used to load the whole S3 SDK; tests/integration/s3-storage.test.ts
// drives a bucket through it.
test("the S3 SDK is loaded only once a bucket is used, not by importing the storage module", () => {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  expect(getObjectStore().kind).toBe("disk");
  expect(loaded.filter((id) => id.includes("@aws-sdk/client-s3"))).toEqual([]);
});
