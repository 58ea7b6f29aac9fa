import type { NextFunction, Request, Response } from "express";
import { expect, test, vi } from "vitest";
import { onlyUnder } from "./only-under";

function reaches(path: string) {
  const handler = vi.fn();
  const next = vi.fn() as unknown as NextFunction;
  onlyUnder(["favicon.svg", "images", "icons.svg"], handler)(
    { path } as Request,
    {} as Response,
    next,
  );
  return handler.mock.calls.length === 1 ? "static" : "app";
}

test("only the build's public files and folders reach the static handler", () => {
  expect(reaches("/favicon.svg")).toBe("static");
  expect(reaches("/images/share/home.png")).toBe("static");
  expect(reaches("/fav%69con.svg")).toBe("static");
  expect(reaches("/%E0%A4%A")).toBe("static"); // malformed: answered as before
  // Pages go straight on to the app: no file-system lookup per request.
  expect(reaches("/")).toBe("app");
  expect(reaches("/careers")).toBe("app");
  expect(reaches("/blog/some-post")).toBe("app");
  expect(reaches("/imagesx/a.png")).toBe("app");
});
