/**
 * Where uploaded files live: résumés (private, streamed through the app
 * after the admin check) and blog images (served by the app with long cache
 * headers). Both drivers hold the same names in the same folders, so
 * `npm run storage:migrate` can copy one into the other.
 */

export type Folder = "resumes" | "media";

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

export type ListedObject = { name: string; modifiedMs: number };

export interface ObjectStore {
  readonly kind: "disk" | "s3";
  /** Stores a complete file: readers never see part of one. */
  put(folder: Folder, name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file to stream, or null when there is none. */
  open(folder: Folder, name: string): Promise<StoredObject | null>;
  exists(folder: Folder, name: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  remove(folder: Folder, name: string): Promise<void>;
  /** Every name in the folder, including unfinished writes (the sweep removes those). */
  list(folder: Folder): AsyncIterable<ListedObject>;
}

/** Unfinished writes on disk end in this until they are renamed into place. */
export const PARTIAL_SUFFIX = ".partial";
