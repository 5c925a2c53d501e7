// Run by pglite-start.ts in a child process: creates an empty PGlite data folder and exits.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "./pglite-start.ts";

const folder = process.argv[2];
if (!folder) throw new Error("usage: pglite-create <folder>");
mkdirSync(folder, { recursive: true });
const db = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
await db.close();
