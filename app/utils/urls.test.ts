import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { absoluteUrl, shareableImage } from "./urls";

test("absolute URLs are built on the public origin", () => {
  expect(absoluteUrl("https://www.example.com", "/blog/x")).toBe("https://www.example.com/blog/x");
  expect(absoluteUrl("https://www.example.com", "https://cdn.example.org/a.png")).toBe(
    "https://cdn.example.org/a.png",
  );
});

test("social images are raster: SVG covers become their JPEG twins, other SVGs nothing", () => {
  expect(shareableImage("/images/blog/cover.svg")).toBe("/images/blog/cover.jpg");
  expect(shareableImage("https://cdn.example.org/photo.webp")).toBe(
    "https://cdn.example.org/photo.webp",
  );
  expect(shareableImage("https://cdn.example.org/drawing.svg")).toBeNull();
  expect(shareableImage(null)).toBeNull();
});

test("every SVG cover the app ships has its JPEG twin (npm run share-images)", () => {
  const dir = path.resolve("public/images/blog");
  const covers = fs.readdirSync(dir).filter((name) => name.endsWith(".svg"));
  expect(covers.length).toBeGreaterThan(0);
  for (const cover of covers) {
    expect(fs.existsSync(path.join(dir, cover.replace(/\.svg$/, ".jpg"))), cover).toBe(true);
  }
  for (const image of ["images/share/arcwell-share.png", "images/share/arcwell-logo.png"]) {
    expect(fs.existsSync(path.resolve("public", image)), image).toBe(true);
  }
});
