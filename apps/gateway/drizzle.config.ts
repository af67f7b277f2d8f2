import { defineConfig } from "drizzle-kit";

// `pnpm db:generate` diffs src/kernel/db/schema against drizzle/meta and writes a new SQL migration.
// The committed migrations are the only way the schema changes; main.ts applies them on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/kernel/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
  strict: true,
  verbose: true,
});
