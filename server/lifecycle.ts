// Opening and closing the database for the server and the one-shot commands
// (db:migrate, db:seed, admin:create), and handing a command to the running
// server when it holds the embedded database (app/db/embedded-owner.server.ts).
import fs from "node:fs";
import path from "node:path";
import { getDatabase, setDatabase } from "~/db/client.server";
import {
  askEmbeddedOwner,
  claimEmbeddedDatabase,
  EmbeddedDatabaseBusyError,
  type OwnerAnswer,
  type OwnerTask,
} from "~/db/embedded-owner.server";
import { openConfiguredDatabase } from "~/db/open.server";
import { AdminAccountSchema } from "~/modules/accounts/account-schema";
import { answerDumpTask, DUMP_TASK } from "~/modules/backup/database-pglite.server";
import { createOrUpdateAdmin } from "~/modules/accounts/admin-cli.server";
import { seedDemoContentInto } from "~/modules/demo-content.server";
import { formatLatestMail, latestMail } from "~/modules/mail/latest-mail.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";

export { EmbeddedDatabaseBusyError };
export type CommandResult = OwnerAnswer & {
  /** True when the running server did the work (it holds the embedded database). */
  viaServer: boolean;
};

let owner: { close(): Promise<void> } | undefined;

/** Opens the database and applies pending migrations (and seeds, unless told not to). */
export async function startApp(options: { seed?: boolean } = {}) {
  const env = getEnv();
  if (!env.DATABASE_URL) owner = await claimEmbeddedDatabase(env.DATA_DIR, runTask);
  try {
    const handle = await openConfiguredDatabase(env);
    setDatabase(handle);
    await handle.migrate();
    getLogger().info({ database: handle.kind }, "database ready");
    if (options.seed ?? env.SEED_DEMO) {
      const seeded = await seedDemoContentInto(handle);
      if (seeded.length) getLogger().info({ seeded }, "demo content seeded");
    }
    return handle;
  } catch (error) {
    await stopApp();
    throw error;
  }
}

export async function stopApp() {
  try {
    await getDatabase().close();
  } catch {
    // not opened: nothing to close
  }
  setDatabase(undefined);
  await owner?.close();
  owner = undefined;
}

function embeddedDatabaseDir(dataDir: string) {
  return path.join(dataDir, "db");
}

function noDatabaseMessage(dataDir: string) {
  return `No database at ${path.resolve(dataDir)} and no server running on it. Run the command with the DATA_DIR your server uses.`;
}

function newDatabaseWarning(dataDir: string) {
  return [
    `Warning: no server was running on ${path.resolve(dataDir)} and it held no database, so a new one was created there.`,
    "If your server keeps its data in another folder, run this again with the same DATA_DIR as the server.",
  ].join("\n");
}

/**
 * Runs a one-shot command: through the running server when it holds the
 * embedded database, otherwise by opening the database for the command.
 */
export async function runCommand(task: OwnerTask): Promise<CommandResult> {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    const answer = await askEmbeddedOwner(env.DATA_DIR, task);
    if (answer) return { ...answer, viaServer: true };
  }
  const newDatabase = !env.DATABASE_URL && !fs.existsSync(embeddedDatabaseDir(env.DATA_DIR));
  if (newDatabase && task.task === "mail:latest") {
    return { ok: false, message: noDatabaseMessage(env.DATA_DIR), viaServer: false };
  }
  try {
    await startApp({ seed: false });
    const answer = await runTask(task);
    // A typo in DATA_DIR (or none, where the server was given one) must not
    // go unnoticed: the administrator would be created in a database no
    // server reads.
    if (newDatabase && answer.ok) {
      return {
        ...answer,
        message: `${answer.message}\n${newDatabaseWarning(env.DATA_DIR)}`,
        viaServer: false,
      };
    }
    return { ...answer, viaServer: false };
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) {
      return { ok: false, message: error.message, viaServer: false };
    }
    throw error;
  } finally {
    await stopApp();
  }
}

/** One command against the open database; also what the owner runs for another process. */
async function runTask({ task, args = {} }: OwnerTask): Promise<OwnerAnswer> {
  switch (task) {
    case "migrate":
      await getDatabase().migrate();
      return { ok: true, message: "Migrations applied." };
    case "seed": {
      const summary = await seedDemoContentInto(getDatabase());
      return {
        ok: true,
        message: summary.length ? `Seeded: ${summary.join(", ")}` : "Demo content already present.",
      };
    }
    case "admin:create": {
      const parsed = AdminAccountSchema.safeParse(args);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `  - ${issue.message}`).join("\n");
        return { ok: false, message: `Could not create the administrator:\n${issues}` };
      }
      const admin = await createOrUpdateAdmin(parsed.data);
      return {
        ok: true,
        message: admin.created
          ? `Created administrator ${admin.email}.`
          : `Updated ${admin.email}: name and password set, administrator role kept.`,
      };
    }
    case "mail:latest": {
      const messages = await latestMail({
        to: args.to,
        count: Number(args.count ?? NaN) || undefined,
      });
      return { ok: true, message: formatLatestMail(messages) };
    }
    case DUMP_TASK:
      // `npm run backup` while this process holds the embedded database.
      return answerDumpTask(getDatabase(), getEnv().DATA_DIR, args.file);
    default:
      return { ok: false, message: `Unknown command: ${task}` };
  }
}
