import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The S3_* environment that points the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

// s3rver accepts any key pair it is configured with; these are its defaults.
const ACCESS_KEY = "S3RVER";

/**
 * A local S3-compatible server (s3rver) with one empty bucket, on a free
 * port, keeping its objects in a temporary folder.
 */
export async function startTestS3(port = 0, bucket = "arcwell-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-s3-"));
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
