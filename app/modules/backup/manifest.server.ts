import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";

/**
 * `manifest.json`, the first entry of every backup archive: what made it,
 * when, what the database held, and the size and SHA-256 of every other
 * entry — so a restore can refuse a damaged or altered archive before it
 * touches anything.
 */

export const MANIFEST_NAME = "manifest.json";
/** Bumped when the archive's layout changes in a way an older restore cannot read. */
export const FORMAT_VERSION = 1;

export const DatabaseKindSchema = z.enum(["pglite", "postgres"]);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

const EntrySchema = z.object({
  path: z
    .string()
    .regex(/^(database\/[a-z0-9.-]+|files\/(resumes|media)\/[^/.][^/]*)$/, "not an archive path"),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof EntrySchema>;

export const ManifestSchema = z.object({
  format: z.literal(FORMAT_VERSION),
  app: z.object({ version: z.string(), migration: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: DatabaseKindSchema,
    /** The dump's entry in `files`. */
    path: z.string(),
    /** Rows per table of the public schema, as dumped. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.array(EntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** package.json's version and the newest migration (drizzle/meta/_journal.json). */
export function currentAppVersion(root = process.cwd()): Manifest["app"] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  return { version: pkg.version, migration: newestMigration(root) };
}

/** This version's migrations, oldest first (drizzle/meta/_journal.json). */
export function knownMigrations(root = process.cwd()): string[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8"),
  ) as { entries: { idx: number; tag: string }[] };
  return journal.entries.sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

export function newestMigration(root = process.cwd()): string {
  return knownMigrations(root).at(-1) ?? "none";
}

/** The size and SHA-256 of a file under `root`, as its manifest entry. */
export async function describeFile(root: string, relative: string): Promise<ManifestEntry> {
  const hash = crypto.createHash("sha256");
  const file = path.join(root, relative);
  await pipeline(fs.createReadStream(file), hash);
  const { size } = await fsp.stat(file);
  return { path: relative, size, sha256: hash.digest("hex") };
}

/** Every file below `root`, as paths relative to it with forward slashes. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join("/"));
}

export class DamagedArchiveError extends Error {
  override name = "DamagedArchiveError";
}

/**
 * Reads the manifest of an unpacked archive and checks every entry against
 * it: each listed file present with its size and checksum, nothing more.
 * Throws DamagedArchiveError listing what is wrong.
 */
export async function readVerifiedManifest(root: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    const text = await fsp.readFile(path.join(root, MANIFEST_NAME), "utf8");
    const parsed = ManifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      const format = (JSON.parse(text) as { format?: unknown }).format;
      throw new DamagedArchiveError(
        format !== FORMAT_VERSION && typeof format === "number"
          ? `The archive's format ${format} is not one this version reads (${FORMAT_VERSION}).`
          : `The archive's manifest is not valid: ${parsed.error.issues[0]?.message}`,
      );
    }
    manifest = parsed.data;
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    throw new DamagedArchiveError("The archive has no readable manifest.json.");
  }
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((entry) => entry.path));
  if (!listed.has(manifest.database.path)) problems.push("the database dump is not listed");
  for (const expected of manifest.files) {
    const actual = await describeFile(root, expected.path).catch(() => null);
    if (!actual) problems.push(`${expected.path} is missing`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      problems.push(`${expected.path} does not match its checksum`);
    }
  }
  for (const found of await listFiles(root)) {
    if (found !== MANIFEST_NAME && !listed.has(found)) {
      problems.push(`${found} is not in the manifest`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((problem) => `  - ${problem}`);
    if (problems.length > 10) shown.push(`  - … and ${problems.length - 10} more`);
    throw new DamagedArchiveError(
      `The archive is damaged; nothing was restored:\n${shown.join("\n")}`,
    );
  }
  return manifest;
}
