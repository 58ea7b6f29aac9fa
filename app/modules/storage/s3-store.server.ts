import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Folder, ObjectStore } from "./object-store";

export type S3Options = {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, Ceph, …); unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** http://host/bucket/key rather than http://bucket.host/key (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Keys start with this (e.g. "site/"), so one bucket can serve several sites. */
  prefix: string;
};

type Sdk = typeof S3Sdk;

// The SDK is large (a second of module loading on a busy machine): loaded
// when a bucket is first used, so a site on disk storage (and every test
// process) never pays for it.
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import("@aws-sdk/client-s3"));

function isMissing(sdk: Sdk, error: unknown): boolean {
  if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * Objects in one bucket under <prefix><folder>/<name>, all private: résumés
 * and images alike are read through the app (after the admin check for
 * résumés), so the bucket never needs a public policy. A PUT is atomic —
 * a crash mid-upload leaves no object — so no partial names exist here.
 */
export function s3Store(options: S3Options): ObjectStore {
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where the API requires them: several S3-compatible
        // stores reject the newer default trailing checksums.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
      }),
    })));
  const Bucket = options.bucket;
  const key = (folder: Folder, name: string) => {
    if (name.includes("/") || name.startsWith(".")) throw new Error("Not a stored name");
    return `${options.prefix}${folder}/${name}`;
  };
  return {
    kind: "s3",
    async put(folder, name, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key(folder, name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async open(folder, name) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key(folder, name) }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async exists(folder, name) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key(folder, name) }));
        return true;
      } catch (error) {
        if (isMissing(sdk, error)) return false;
        throw error;
      }
    },
    async remove(folder, name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(folder, name) }));
    },
    async *list(folder) {
      const { sdk, client } = await connect();
      const prefix = `${options.prefix}${folder}/`;
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            name: object.Key.slice(prefix.length),
            modifiedMs: object.LastModified?.getTime() ?? 0,
          };
        }
      }
    },
  };
}
