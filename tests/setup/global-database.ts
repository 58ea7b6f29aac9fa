// Migrates ONE template database per test run; every test file then gets a
// fresh copy of it (a PGlite data-dir dump, or a PostgreSQL database created
// from the template when TEST_DATABASE_URL is set).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../app/db/client.server";
import { TEMPLATE_DATABASE, withDatabaseName } from "../helpers/postgres-url";
import { databaseTestFiles } from "./database-test-files";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** Absolute paths of the files the PostgreSQL pass runs (test-database.ts checks them). */
    databaseTestFiles: string[];
  }
}

export default async function setup(project: TestProject) {
  const root = project.config.root;
  project.provide(
    "databaseTestFiles",
    databaseTestFiles(root).map((file) => path.join(root, file)),
  );
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = openPostgres(adminUrl, () => {});
    await admin.pool.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.pool.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.close();
    const template = openPostgres(withDatabaseName(adminUrl, TEMPLATE_DATABASE), () => {});
    await template.migrate();
    await template.close();
    project.provide("pgliteTemplatePath", "");
    return;
  }
  const template = await openPglite();
  await template.migrate();
  const dump = await template.client.dumpDataDir("none");
  await template.close();
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "arcwell-template-")), "db.tar");
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", file);
  return async () => {
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  };
}
