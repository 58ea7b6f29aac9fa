import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, parseEnv } from "../../app/utils/env.server";
import { LARGEST_BODY_BYTES } from "../../server/limits";

// The deploy files (deploy/) agree with the app: the unit runs the built
// server and outlasts its shutdown grace, the environment example names only
// variables the app reads (and validates), nginx takes the largest upload and
// hides /metrics. systemd-analyze and nginx check the files where installed.

const UNIT = fs.readFileSync("deploy/arcwell.service", "utf8");
const ENV_EXAMPLE = fs.readFileSync("deploy/env.example", "utf8");
const NGINX = fs.readFileSync("deploy/nginx.conf", "utf8");

function has(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

/** `Key=value` lines of the unit's [Service] section (a key may repeat). */
function serviceSettings(): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = "";
  for (const raw of UNIT.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) section = header[1]!;
    else if (section === "Service") {
      const [key, ...value] = line.split("=");
      settings.set(key!, [...(settings.get(key!) ?? []), value.join("=")]);
    }
  }
  return settings;
}

/** The example's variables; commented ones (`#NAME=value`) are the optional ones. */
function exampleVariables(): Array<{ name: string; value: string; optional: boolean }> {
  const variables = [];
  for (const line of ENV_EXAMPLE.split("\n")) {
    const match = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    // As systemd's EnvironmentFile reads it: one pair of outer quotes removed.
    const value = match[3]!.replace(/^'(.*)'$/, "$1").replace(/^"(.*)"$/, "$1");
    variables.push({ name: match[2]!, value, optional: match[1] === "#" });
  }
  return variables;
}

function seconds(value: string): number {
  const match = /^(\d+)(s|min)?$/.exec(value);
  if (!match) throw new Error(`unexpected time span ${value}`);
  return Number(match[1]) * (match[2] === "min" ? 60 : 1);
}

function nginxBytes(value: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(value);
  if (!match) throw new Error(`unexpected size ${value}`);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase()]!;
  return Number(match[1]) * unit;
}

describe("deploy/arcwell.service", () => {
  const service = serviceSettings();
  const one = (key: string) => service.get(key)?.at(-1);

  it("runs the built server itself (signals reach it), from the app folder, with the env file", () => {
    expect(one("ExecStart")).toMatch(/^\/\S+\/node build\/start\.js$/);
    expect(one("ExecStart")).not.toMatch(/npm/);
    expect(one("WorkingDirectory")).toBe("/opt/arcwell");
    expect(one("EnvironmentFile")).toBe("/etc/arcwell/env");
    expect(one("User")).toBe("arcwell");
    expect(one("Restart")).toBe("on-failure");
    // `npm run build` is what makes build/start.js.
    expect(fs.readFileSync("scripts/build-server.mjs", "utf8")).toContain(
      'outfile: "build/start.js"',
    );
    expect(JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.build).toContain(
      "scripts/build-server.mjs",
    );
  });

  it("gives a stop longer than the shutdown grace, with SIGTERM", () => {
    const configured = exampleVariables().find((v) => v.name === "SHUTDOWN_GRACE_MS")?.value;
    const graceMs = Math.max(
      parseEnv({}).SHUTDOWN_GRACE_MS,
      parseEnv({ SHUTDOWN_GRACE_MS: configured }).SHUTDOWN_GRACE_MS,
    );
    expect(one("KillSignal")).toBe("SIGTERM");
    // The grace, then the job queue's wait and closing the database: leave room for both.
    expect(seconds(one("TimeoutStopSec")!) * 1000).toBeGreaterThanOrEqual(graceMs * 2);
  });

  it("is hardened, with only DATA_DIR writable", () => {
    const dataDir = exampleVariables().find((v) => v.name === "DATA_DIR")?.value;
    expect(dataDir).toBe("/var/lib/arcwell");
    expect(one("ReadWritePaths")).toBe(dataDir);
    expect(one("StateDirectory")).toBe("arcwell");
    for (const [key, value] of [
      ["NoNewPrivileges", "true"],
      ["ProtectSystem", "strict"],
      ["ProtectHome", "true"],
      ["PrivateTmp", "true"],
      ["PrivateDevices", "true"],
    ]) {
      expect(one(key!), key).toBe(value);
    }
    // V8 compiles code at run time: this setting would stop node.
    expect(service.has("MemoryDenyWriteExecute")).toBe(false);
  });

  it.runIf(has("systemd-analyze"))("passes systemd-analyze verify without a warning", () => {
    const result = spawnSync("systemd-analyze", ["verify", "deploy/arcwell.service"], {
      encoding: "utf8",
    });
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });
});

describe("deploy/env.example", () => {
  it("names only variables the app reads", () => {
    const unknown = exampleVariables().filter((variable) => !ENV_NAMES.includes(variable.name));
    expect(unknown.map((variable) => variable.name)).toEqual([]);
    for (const name of ["PUBLIC_URL", "AUTH_SECRET", "TRUST_PROXY", "DATA_DIR", "METRICS_TOKEN"]) {
      expect(exampleVariables().map((variable) => variable.name)).toContain(name);
    }
  });

  it("validates as written for production once AUTH_SECRET is filled in, the optional lines too", () => {
    const required = Object.fromEntries(
      exampleVariables()
        .filter((variable) => !variable.optional)
        .map((variable) => [variable.name, variable.value]),
    );
    const secret = { AUTH_SECRET: "x".repeat(48), NODE_ENV: "production" };
    expect(() => parseEnv({ ...required })).not.toThrow(); // empty AUTH_SECRET counts as unset
    expect(() => parseEnv({ ...required, NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    const env = parseEnv({ ...required, ...secret });
    expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(env.HOST).toBe("127.0.0.1");
    const all = Object.fromEntries(exampleVariables().map((v) => [v.name, v.value]));
    expect(() => parseEnv({ ...all, ...secret })).not.toThrow();
  });
});

describe("deploy/nginx.conf", () => {
  it("takes the largest upload the app accepts", () => {
    const sizes = [...NGINX.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)].map((m) => m[1]!);
    expect(sizes).toHaveLength(1);
    expect(nginxBytes(sizes[0]!)).toBeGreaterThanOrEqual(LARGEST_BODY_BYTES);
  });

  it("hides /metrics in every spelling the app would answer", () => {
    const blocked = [...NGINX.matchAll(/location\s+(=|~\*|~)?\s*(\S+)\s*\{([^}]*)\}/g)]
      .filter((m) => /return\s+40[34]|deny\s+all/.test(m[3]!))
      .map((m) => ({ modifier: m[1], pattern: m[2]! }));
    const isBlocked = (uri: string) =>
      blocked.some(({ modifier, pattern }) =>
        modifier === "=" || modifier === undefined
          ? modifier === "="
            ? uri === pattern
            : uri.startsWith(pattern)
          : new RegExp(pattern, modifier === "~*" ? "i" : "").test(uri),
      );
    for (const uri of ["/metrics", "/metrics/", "/METRICS", "/Metrics//"]) {
      expect(isBlocked(uri), uri).toBe(true);
    }
    expect(isBlocked("/careers")).toBe(false);
  });

  it("passes the headers the app trusts through TRUST_PROXY, to the port in env.example", () => {
    for (const header of [
      "Host $host",
      "X-Forwarded-Host $host",
      "X-Forwarded-Proto $scheme",
      "X-Forwarded-For $proxy_add_x_forwarded_for",
    ]) {
      expect(NGINX).toContain(`proxy_set_header ${header};`);
    }
    const port = exampleVariables().find((v) => v.name === "PORT")?.value;
    expect(NGINX).toContain(`server 127.0.0.1:${port};`);
    expect(exampleVariables().find((v) => v.name === "TRUST_PROXY")?.value).toBe("loopback");
    expect(NGINX).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });

  it.runIf(has("nginx") && has("openssl"))("passes nginx -t", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-nginx-"));
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.example.com",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    const site = NGINX.replace("/etc/ssl/arcwell/fullchain.pem", cert).replace(
      "/etc/ssl/arcwell/privkey.pem",
      key,
    );
    fs.writeFileSync(path.join(dir, "site.conf"), site);
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
    );
    const result = spawnSync("nginx", ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
      encoding: "utf8",
    });
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  });
});
