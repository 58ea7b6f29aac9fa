import { getAuthTables } from "better-auth/db";
import { getTableColumns, type Table } from "drizzle-orm";
import { expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import * as schema from "~/db/schema";
import { getAuth } from "./auth.server";

setupTestDatabase();

const TABLES: Record<string, Table> = {
  user: schema.user,
  session: schema.session,
  account: schema.account,
  verification: schema.verification,
  twoFactor: schema.twoFactor,
};

// After a better-auth upgrade, a field it expects that our Drizzle schema
// lacks fails here (regenerate with the CLI, then `npm run db:generate`).
test("the Drizzle schema has every table and field better-auth expects", () => {
  const expected = getAuthTables(getAuth().options);
  for (const [model, definition] of Object.entries(expected)) {
    if (model === "rateLimit") continue; // its limiter keeps counters in memory
    const table = TABLES[model];
    expect(table, `table for ${model}`).toBeDefined();
    const columns = Object.keys(getTableColumns(table!));
    for (const [field, attribute] of Object.entries(definition.fields)) {
      expect(columns, `${model}.${field}`).toContain(attribute.fieldName ?? field);
    }
  }
});
