import { defineConfig } from "drizzle-kit";

// One schema, one migrations folder, both engines (DESIGN.md §1, §3).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
