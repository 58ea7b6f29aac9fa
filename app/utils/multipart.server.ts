import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";

export type MultipartLimits = {
  /** Largest part; a larger one is cut off while it streams, never buffered whole. */
  maxPartSize: number;
  /** Largest text field. */
  maxFieldSize: number;
  maxFiles: number;
  maxParts: number;
};

export type MultipartForm = {
  formData: FormData;
  /** A part exceeded maxPartSize: it and every later part are missing. */
  oversized: boolean;
};

/**
 * Parses a multipart/form-data request part by part, holding at most one
 * bounded part in memory at a time. When a part is too large, the fields read
 * so far are kept (so the form can be shown again with them) and the rest of
 * the body is read and discarded, so the browser receives our answer instead
 * of a reset connection. Returns null for anything that is not a readable
 * multipart form within the limits.
 */
export async function readMultipartForm(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartForm | null> {
  if (!isMultipartRequest(request)) return null;
  const formData = new FormData();
  let files = 0;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: limits.maxPartSize,
      maxTotalSize: limits.maxPartSize + limits.maxParts * limits.maxFieldSize,
      maxParts: limits.maxParts,
      maxHeaderSize: 8 * 1024,
    })) {
      const name = part.name;
      if (!name) continue;
      if (part.isFile) {
        if (++files > limits.maxFiles) return drainThen(request, null);
        const type = part.mediaType ?? "";
        formData.append(name, new File(part.content as BlobPart[], part.filename ?? "", { type }));
      } else {
        if (part.size > limits.maxFieldSize) return drainThen(request, null);
        formData.append(name, part.text);
      }
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) {
      return drainThen(request, { formData, oversized: true });
    }
    if (error instanceof MultipartParseError || error instanceof TypeError) {
      return drainThen(request, null);
    }
    throw error;
  }
  return { formData, oversized: false };
}

/** Reads what is left of the body without keeping it, then answers `result`. */
async function drainThen<T>(request: Request, result: T): Promise<T> {
  await discardRequestBody(request);
  return result;
}

/**
 * Reads a request body to its end without keeping it. Answering before the
 * upload finishes makes browsers report a reset connection instead of the answer.
 */
export async function discardRequestBody(request: Request): Promise<void> {
  try {
    const reader = request.body?.getReader();
    if (reader) {
      for (;;) {
        const { done } = await reader.read();
        if (done) break;
      }
    }
  } catch {
    // Locked or aborted: the client went away, there is nobody to answer.
  }
}
