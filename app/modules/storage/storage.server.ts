import path from "node:path";
import { getEnv, type Env } from "~/utils/env.server";
import { diskStore } from "./disk-store.server";
import type { ObjectStore } from "./object-store";
import { s3Store, type S3Options } from "./s3-store.server";

/** DATA_DIR/uploads: the disk driver's folders (and the migration command's source). */
export const uploadsDisk = diskStore(() => path.join(getEnv().DATA_DIR, "uploads"));

export function s3OptionsFrom(env: Env): S3Options | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}

let s3: { bucket: string; store: ObjectStore } | undefined;

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function getObjectStore(): ObjectStore {
  const options = s3OptionsFrom(getEnv());
  if (!options) return uploadsDisk;
  if (s3?.bucket !== options.bucket) s3 = { bucket: options.bucket, store: s3Store(options) };
  return s3.store;
}
