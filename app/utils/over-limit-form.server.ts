import { BODY_OVER_LIMIT_HEADER } from "./body-limit";

/**
 * The route's body limit when the HTTP server marked this request's form as
 * larger than it (server/limits.ts), else null.
 */
export function overLimitOf(request: Request): number | null {
  const value = request.headers.get(BODY_OVER_LIMIT_HEADER);
  const limit = value === null ? NaN : Number(value);
  return Number.isSafeInteger(limit) && limit > 0 ? limit : null;
}

/** Most fields an over-size form may have (each is kept, cut to the limit). */
const MAX_FIELDS = 1000;

/** Bytes kept of an over-size form in all, as a multiple of its route's limit. */
const KEPT_LIMITS = 4;

/** Bytes up to a cap; the rest are counted as dropped. */
class CappedBytes {
  private bytes = new Uint8Array(256);
  length = 0;
  constructor(private readonly cap: number) {}
  /** Appends one byte; false once the cap was reached. */
  push(byte: number): boolean {
    if (this.length >= this.cap) return false;
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.cap, this.bytes.length * 2));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
    return true;
  }
  get full(): boolean {
    return this.length >= this.cap;
  }
  /** The bytes kept; when cut, without a percent-escape the cut left incomplete. */
  view(): Uint8Array {
    let end = this.length;
    if (this.full) {
      if (this.bytes[end - 1] === PERCENT) end -= 1;
      else if (this.bytes[end - 2] === PERCENT) end -= 2;
    }
    return this.bytes.subarray(0, end);
  }
}

const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** application/x-www-form-urlencoded bytes to text, `+` as a space, a stray `%` as typed. */
function decodeComponent(bytes: Uint8Array, maxCharacters: number): string {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === PLUS) out[length++] = 0x20;
    else if (byte === PERCENT && i + 2 < bytes.length) {
      const high = hexValue(bytes[i + 1]!);
      const low = hexValue(bytes[i + 2]!);
      if (high >= 0 && low >= 0) {
        out[length++] = high * 16 + low;
        i += 2;
      } else out[length++] = byte;
    } else out[length++] = byte;
  }
  const text = new TextDecoder().decode(out.subarray(0, length));
  // A multi-byte character cut by the limit decodes as U+FFFD: drop it.
  return [...text]
    .slice(0, maxCharacters)
    .join("")
    .replace(/\uFFFD$/, "");
}

/**
 * Reads an over-size url-encoded form while it streams, keeping each name
 * and value cut to `3 × limit` bytes as sent — `limit` characters of plain
 * text, at least a quarter of that of any text, well over every field's own
 * maximum, so the form's schema names the field that is too long — and discarding
 * the rest. Memory stays within KEPT_LIMITS times the limit, three times over
 * (percent-encoding). Null when the body is not such a form
 * or has more than MAX_FIELDS fields; the body is read to its end either way,
 * so the browser receives the answer instead of a reset connection.
 */
export async function readOverLimitUrlEncoded(
  request: Request,
  limit: number,
): Promise<FormData | null> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const reader = request.body?.getReader();
  if (!reader) return null;
  const keepBytes = limit * 3;
  const formData = new FormData();
  let fields = 0;
  let kept = 0;
  let readable = type === "application/x-www-form-urlencoded";
  let name = new CappedBytes(keepBytes);
  let value = new CappedBytes(keepBytes);
  let inValue = false;
  const endField = () => {
    if (!readable || (name.length === 0 && value.length === 0)) return;
    kept += name.length + value.length;
    if (++fields > MAX_FIELDS || kept > KEPT_LIMITS * keepBytes) {
      readable = false;
      return;
    }
    formData.append(decodeComponent(name.view(), limit), decodeComponent(value.view(), limit));
  };
  try {
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      if (!readable) continue;
      for (const byte of chunk) {
        if (byte === AMPERSAND) {
          endField();
          name = new CappedBytes(keepBytes);
          value = new CappedBytes(keepBytes);
          inValue = false;
        } else if (byte === EQUALS && !inValue) {
          inValue = true;
        } else {
          (inValue ? value : name).push(byte);
        }
      }
    }
  } catch {
    return null; // the client went away
  }
  endField();
  return readable ? formData : null;
}
