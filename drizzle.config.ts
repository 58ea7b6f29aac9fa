import { defineConfig } from "drizzle-kit";

// Migrations are generated once and applied to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
