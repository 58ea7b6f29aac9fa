import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The import boundaries of eslint.config.js, each shown to fail on a planted
// import (and to let the right one through), whatever the spelling of the
// path: `~/`, relative, `..` in the middle, a dynamic import.
const eslint = new ESLint({ cwd: process.cwd() });
const BOUNDARY_RULES = new Set([
  "no-restricted-imports",
  "import-x/no-restricted-paths",
  "import-x/no-cycle",
]);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId))
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
    'import { Pagination } from "~/components/pagination";',
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
    'import { CONTACT_FAQ } from "~/content/contact";',
    /utils\/ imports nothing app-specific/,
  ],
  [
    "a relative path around the rules (db → modules)",
    "app/db/example.ts",
    'import { JOB_TYPES } from "../modules/jobs/job-options";',
    /The database layer imports nothing above it/,
  ],
  [
    "a relative path around the rules (ui → components)",
    "app/components/ui/example.tsx",
    'import { adminMeta } from "../admin/admin-meta";',
    /ui\/ primitives import nothing app-specific/,
  ],
  [
    "a route reaching the database through ./../",
    "app/routes/example.tsx",
    'import { db } from "./../db/client.server";',
    /Routes never touch the database/,
  ],
  [
    "a route reaching the database through ~/routes/../",
    "app/routes/example.tsx",
    'import { db } from "~/routes/../db/client.server";',
    /Routes never touch the database/,
  ],
  [
    "a route importing the database dynamically",
    "app/routes/admin/example.tsx",
    'export const load = () => import("~/db/client.server");',
    /Routes never touch the database/,
  ],
  [
    "a module importing react-router",
    "app/modules/jobs/example.ts",
    'import { redirect } from "react-router";',
    /Modules answer in domain results/,
  ],
  [
    "a module parsing a form with Conform",
    "app/modules/jobs/example.ts",
    'import { parseWithZod } from "@conform-to/zod/v4";',
    /Modules answer in domain results/,
  ],
  [
    "a module naming Conform's reply type",
    "app/modules/jobs/example.ts",
    'import type { SubmissionResult } from "@conform-to/react";',
    /Modules answer in domain results/,
  ],
  [
    "a module reaching a component through ~/modules/../",
    "app/modules/jobs/example.ts",
    'import { JobCard } from "~/modules/../components/careers/job-card";',
    /Modules never import routes or components/,
  ],
  [
    "the database layer reaching a module through ./../",
    "app/db/example.ts",
    'import { JOB_TYPES } from "./../modules/jobs/job-options";',
    /The database layer imports nothing above it/,
  ],
  [
    "a browser script importing server code",
    "app/browser/example.ts",
    'import { getEnv } from "~/utils/env.server";',
    /Browser scripts import only what runs in a browser/,
  ],
  [
    "the app importing the server",
    "app/modules/jobs/example.ts",
    'import { MAX_FORM_BYTES } from "../../../server/limits";',
    /The app never imports the server/,
  ],
  [
    "the server importing a route",
    "server/example.ts",
    'import { loader } from "../app/routes/public/home";',
    /The server and scripts reach the app through modules/,
  ],
  [
    "a script importing a component",
    "scripts/example.ts",
    'import { JobCard } from "~/components/careers/job-card";',
    /The server and scripts reach the app through modules/,
  ],
  [
    "content importing an icon component",
    "app/content/example.ts",
    'import { Award } from "~/components/ui/icons";',
    /Content is data/,
  ],
  [
    "a module importing content",
    "app/modules/company/example.ts",
    'import { CONTACT_FAQ } from "~/content/contact";',
    /Modules never import content/,
  ],
  [
    "a module importing content through ../",
    "app/modules/seo/example.ts",
    'import { privacyPolicy } from "../../content/legal/privacy";',
    /Modules never import content/,
  ],
  [
    "a component importing a browser script",
    "app/components/admin/example.tsx",
    'import { enhanceShareLinks } from "~/browser/share-link";',
    /Components never import browser scripts/,
  ],
  [
    "the queue importing a module's tasks",
    "app/modules/queue/example.ts",
    'import { mailTasks } from "~/modules/mail/outgoing-mail.server";',
    /The queue knows no module/,
  ],
  [
    "storage importing the media module",
    "app/modules/storage/example.ts",
    'import { mediaTypeOf } from "~/modules/media/media-storage.server";',
    /Storage knows no module/,
  ],
  [
    "the audit module importing accounts",
    "app/modules/audit/example.ts",
    'import { changeAccount } from "~/modules/accounts/users.server";',
    /low-level modules/,
  ],
  [
    "the roles module importing accounts",
    "app/modules/roles/example.ts",
    'import { LOGIN_MESSAGES } from "~/modules/accounts/account-messages";',
    /low-level modules/,
  ],
  [
    "the actor module importing another module",
    "app/modules/actor/example.ts",
    'import { JOB_TYPES } from "~/modules/jobs/job-options";',
    /low-level modules/,
  ],
  [
    "an import circle",
    "app/components/ui/container.tsx",
    'import { ArticleHeader } from "~/components/blog/article-header";',
    /Dependency cycle/,
  ],
];

test.each(cases)("%s fails lint", async (_layer, file, bad, message) => {
  const messages = await restrictedImports(file, bad);
  expect(
    messages.some((text) => message.test(text)),
    messages.join("\n"),
  ).toBe(true);
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
    "a module naming a react-router type",
    "app/modules/jobs/example.ts",
    'import type { MetaDescriptor } from "react-router";',
  ],
  [
    "the server importing a module",
    "server/example.ts",
    'import { getEnv } from "~/utils/env.server";',
  ],
  [
    "content naming a module's type",
    "app/content/example.ts",
    'import type { Area } from "~/modules/roles/roles";',
  ],
  [
    "the audit module importing roles",
    "app/modules/audit/example.ts",
    'import { ROLE_LABELS } from "~/modules/roles/roles";',
  ],
  [
    "the queue importing its own file",
    "app/modules/queue/example.ts",
    'import { enqueue } from "./queue.server";',
  ],
  [
    "the server registering a module's tasks",
    "server/example.ts",
    'import { mailTasks } from "~/modules/mail/outgoing-mail.server";',
  ],
  [
    "a ui primitive importing cn",
    "app/components/ui/example.tsx",
    'import { cn } from "~/utils/cn";',
  ],
])("%s passes", async (_label, file, good) => {
  expect(await restrictedImports(file, good)).toEqual([]);
});
