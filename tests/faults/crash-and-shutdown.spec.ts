import http from "node:http";
import { expect, test } from "@playwright/test";
import { faultPort, newDataDir, serverEnv, startServerProcess } from "./process";
import {
  applicationBody,
  OPEN_JOB,
  postApplication,
  postInquiry,
  storedSubmissions,
  type Acknowledged,
} from "./submissions";

const CONCURRENCY = 10;

test("kill -9 during bursts of contact and application posts loses nothing that was acknowledged", async () => {
  const dataDir = newDataDir();
  const env = serverEnv(faultPort(5), dataDir);
  const acknowledged: Acknowledged[] = [];

  for (let round = 1; round <= 3; round++) {
    const server = await startServerProcess(env);
    let stop = false;
    let sent = 0;
    const before = acknowledged.length;
    const worker = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const label = `r${round}-w${id}-n${n}`;
        sent++;
        try {
          const result =
            n % 2 === 0
              ? await postInquiry(server.url, label)
              : await postApplication(server.url, label);
          if (result) acknowledged.push(result);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, (_, id) => worker(id));
    // Kill while posts are being handled: after some have been answered.
    while (acknowledged.length - before < 20) await new Promise((r) => setTimeout(r, 50));
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(workers);
    expect(await server.exited).toBe("SIGKILL");
    // Posts were still arriving when the process died.
    expect(sent).toBeGreaterThan(acknowledged.length - before);
  }

  // A restart after the last crash recovers on its own (and then stops cleanly).
  const restarted = await startServerProcess(env);
  expect((await fetch(`${restarted.url}/careers/apply/${OPEN_JOB}`)).status).toBe(200);
  restarted.child.kill("SIGTERM");
  expect(await restarted.exited).toBe(0);

  const stored = await storedSubmissions(dataDir);
  const lost = acknowledged.filter((item) =>
    item.kind === "inquiry"
      ? !stored.inquiries.has(item.email)
      : !stored.applications.has(item.email),
  );
  expect(lost).toEqual([]);
  for (const item of acknowledged.filter((entry) => entry.kind === "application")) {
    expect(stored.applications.get(item.email)).toEqual({
      recorded: item.sha256,
      onDisk: item.sha256,
    });
  }
  // Every stored résumé (acknowledged or not) has its file with the recorded bytes.
  for (const [email, resume] of stored.applications) {
    expect(resume.onDisk, email).toBe(resume.recorded);
  }
});

/** Posts a body in slices over about `durationMs`; resolves with the answer's status. */
function slowPost(
  url: string,
  path: string,
  contentType: string,
  body: Buffer,
  durationMs: number,
  agent: http.Agent,
  started: () => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: "POST",
        agent,
        headers: { Origin: url, "Content-Type": contentType, "Content-Length": body.length },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    const slices = 10;
    const size = Math.ceil(body.length / slices);
    let index = 0;
    const next = () => {
      // The first slice written to the socket: the connection is open.
      const first = index === 0;
      request.write(body.subarray(index * size, (index + 1) * size), () => first && started());
      index++;
      if (index < slices) setTimeout(next, durationMs / slices);
      else request.end();
    };
    next();
  });
}

test("SIGTERM with uploads in flight: every upload is answered and stored, idle connections do not hold the exit", async () => {
  const dataDir = newDataDir();
  // A long grace period: the exit must come from the work being done, not from the timer.
  const env = serverEnv(faultPort(10), dataDir, { SHUTDOWN_GRACE_MS: "60000", LOG_LEVEL: "info" });
  const server = await startServerProcess(env);

  // Keep-alive connections, as a browser keeps them: one idle after a page, and
  // the uploads' own, which go idle once each is answered during the shutdown.
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  await new Promise<void>((resolve, reject) =>
    http
      .get(`${server.url}/careers`, { agent: keepAlive }, (response) => {
        response.resume();
        response.on("end", () => resolve());
      })
      .on("error", reject),
  );

  const uploads = await Promise.all(
    Array.from({ length: 20 }, (_, n) => applicationBody(`sigterm-${n}`)),
  );
  let startedCount = 0;
  let allStarted!: () => void;
  const everyUploadStarted = new Promise<void>((resolve) => (allStarted = resolve));
  const answers = uploads.map((upload) =>
    slowPost(
      server.url,
      `/careers/apply/${OPEN_JOB}`,
      upload.contentType,
      upload.body,
      3_000,
      keepAlive,
      () => {
        if (++startedCount === uploads.length) allStarted();
      },
    ),
  );
  await everyUploadStarted;
  // Time for the server to accept them and read their headers; the bodies take 3 s.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");

  const statuses = await Promise.all(answers).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });
  const answeredAt = Date.now();
  expect(statuses).toEqual(uploads.map(() => 302));
  expect(await server.exited).toBe(0);
  // The keep-alive connections were closed as their responses ended, not
  // left to the 5 s keep-alive timeout or the 60 s grace period.
  const exitAfterLastAnswer = Date.now() - answeredAt;
  expect(exitAfterLastAnswer).toBeLessThan(2_000);
  expect(Date.now() - signalledAt).toBeLessThan(15_000);
  expect(server.output()).toMatch(/"inFlight":20,"msg":"shutting down/);
  expect(server.output()).toContain("shutdown complete");
  expect(server.output()).not.toContain("did not finish in time");
  keepAlive.destroy();

  const stored = await storedSubmissions(dataDir);
  for (const upload of uploads) {
    expect(stored.applications.get(upload.email)).toEqual({
      recorded: upload.sha256,
      onDisk: upload.sha256,
    });
  }
});

test("SIGTERM sent to `npm start` reaches the server, which shuts down cleanly", async () => {
  const env = serverEnv(faultPort(15), newDataDir(), { LOG_LEVEL: "info" });
  const server = await startServerProcess(env, ["npm", "start"]);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("shutdown complete");
  // Nothing is left listening: the server process ended with npm.
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});
