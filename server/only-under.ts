import type { RequestHandler } from "express";

/**
 * Runs `handler` only for paths whose first segment is one of `names` (the
 * build's public files and folders, fixed at build time). Without it, every
 * page request that reaches the static handler — each page-cache miss —
 * costs a file-system lookup that finds nothing.
 */
export function onlyUnder(names: readonly string[], handler: RequestHandler): RequestHandler {
  const known = new Set(names);
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      // A malformed escape: the static handler answers it, as before.
      return handler(req, res, next);
    }
    if (known.has(name)) return handler(req, res, next);
    next();
  };
}
