import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The import boundaries of eslint.config.js, each shown to fail on a bad
// import (and to let the right one through), for `~/` and relative paths.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const cases: [layer: string, file: string, bad: string, message: RegExp][] = [
  [
    "a route importing the database",
    "app/routes/admin/example.tsx",
    'import { db } from "~/db/client.server";',
    /Routes never touch the database/,
  ],
  [
    "a component importing server code",
    "app/components/admin/example.tsx",
    'import { getEnv } from "~/utils/env.server";',
    /Server-only code/,
  ],
  [
    "a component importing a route",
    "app/components/example.tsx",
    'import { loader } from "~/routes/public/home";',
    /Components must not import routes/,
  ],
  [
    "a ui primitive importing app code",
    "app/components/ui/example.tsx",
    'import { useCompany } from "~/components/use-company";',
    /ui\/ primitives import nothing app-specific/,
  ],
  [
    "a module importing a component",
    "app/modules/jobs/example.ts",
    'import { JobCard } from "~/components/careers/job-card";',
    /Modules never import routes or components/,
  ],
  [
    "a module importing a route",
    "app/modules/jobs/example.ts",
    'import { loader } from "~/routes/careers/job";',
    /Modules never import routes or components/,
  ],
  [
    "the database layer importing a module",
    "app/db/example.ts",
    'import { JOB_TYPES } from "~/modules/jobs/job-options";',
    /The database layer imports nothing above it/,
  ],
  [
    "utils importing content",
    "app/utils/example.ts",
    'import { DEMO_COMPANY } from "~/content/company";',
    /utils\/ imports nothing app-specific/,
  ],
  [
    "a relative path around the rules (db → modules)",
    "app/db/example.ts",
    'import { JOB_TYPES } from "../modules/jobs/job-options";',
    /Import from another folder with ~\//,
  ],
  [
    "a relative path around the rules (ui → components)",
    "app/components/ui/example.tsx",
    'import { adminMeta } from "../admin/admin-meta";',
    /Import from another folder with ~\//,
  ],
];

test.each(cases)("%s fails lint", async (_layer, file, bad, message) => {
  const messages = await restrictedImports(file, bad);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(message);
});

test.each([
  [
    "a route importing a module",
    "app/routes/example.tsx",
    'import { getActiveJob } from "~/modules/jobs/jobs.server";',
  ],
  [
    "a module importing the database",
    "app/modules/jobs/example.ts",
    'import { db } from "~/db/client.server";',
  ],
  [
    "the database layer importing utils",
    "app/db/example.ts",
    'import { getEnv } from "~/utils/env.server";',
  ],
  [
    "a file in the same folder",
    "app/modules/jobs/example.ts",
    'import { JOB_TYPES } from "./job-options";',
  ],
  [
    "a ui primitive importing cn",
    "app/components/ui/example.tsx",
    'import { cn } from "~/utils/cn";',
  ],
])("%s passes", async (_label, file, good) => {
  expect(await restrictedImports(file, good)).toEqual([]);
});
