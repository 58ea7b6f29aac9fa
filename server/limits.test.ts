import type { AddressInfo } from "node:net";
import express from "express";
import { expect, test } from "vitest";
import { BODY_OVER_LIMIT_HEADER } from "../app/utils/body-limit";
import { APPLICATION_FORM_BYTES, limitRequestBodies, MAX_FORM_BYTES, maxBodyBytes } from "./limits";

test("both application forms (with a job and “Send us your CV”) take the résumé upload's size", () => {
  for (const path of [
    "/careers/apply",
    "/careers/apply.data",
    "/careers/apply/cloud-solutions-architect",
    "/careers/apply/cloud-solutions-architect.data",
  ]) {
    expect(maxBodyBytes(path), path).toBe(APPLICATION_FORM_BYTES);
  }
  expect(maxBodyBytes("/contact")).toBe(MAX_FORM_BYTES);
  expect(maxBodyBytes("/careers/apply/a/b")).toBe(MAX_FORM_BYTES);
});

async function withServer(run: (base: string) => Promise<void>) {
  const app = express();
  app.use(limitRequestBodies);
  app.all("/{*path}", (req, res) => {
    // What reached the route: the marker (if any) and how much body there was.
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      res.json({ overLimit: req.headers[BODY_OVER_LIMIT_HEADER] ?? null, bytes });
    });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

test("an over-size form reaches its route marked with the limit, never as a bare 413 page", async () => {
  await withServer(async (base) => {
    const message = "x".repeat(MAX_FORM_BYTES + 10);
    const contact = await fetch(`${base}/contact`, {
      method: "POST",
      body: new URLSearchParams({ name: "Ada", message }),
    });
    expect(contact.status).toBe(200);
    expect(await contact.json()).toMatchObject({ overLimit: String(MAX_FORM_BYTES) });

    const form = new FormData();
    form.set("firstName", "Ada");
    form.set("resume", new File([new Uint8Array(2 * 1024 * 1024)], "cv.pdf"));
    const general = await fetch(`${base}/careers/apply`, { method: "POST", body: form });
    // 2 MB is within the application's limit: read as it is, not marked.
    expect(await general.json()).toMatchObject({ overLimit: null });

    form.set("resume", new File([new Uint8Array(APPLICATION_FORM_BYTES)], "cv.pdf"));
    const huge = await fetch(`${base}/careers/apply`, { method: "POST", body: form });
    expect(await huge.json()).toMatchObject({ overLimit: String(APPLICATION_FORM_BYTES) });
  });
});

test("other over-size bodies get 413, and a client cannot mark its own body", async () => {
  await withServer(async (base) => {
    const json = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(MAX_FORM_BYTES) }),
    });
    expect(json.status).toBe(413);
    const forged = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { [BODY_OVER_LIMIT_HEADER]: "10" },
      body: new URLSearchParams({ name: "Ada" }),
    });
    expect(await forged.json()).toMatchObject({ overLimit: null });
  });
});
