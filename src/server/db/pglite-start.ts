import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * PGlite's own start-up flags plus a smaller buffer cache (issue 12 part 5). PostgreSQL's
 * 128 MB default is sized for a shared server; one small app's data is a few megabytes and
 * the operating system caches the files anyway. 16 MB takes about 120 MB off the resident
 * memory of an idle server.
 */
export const PGLITE_START_PARAMS = [
  ...["--single", "-F", "-O", "-j", "-c", "search_path=public", "-c", "exit_on_error=false"],
  ...[
    "-c",
    "log_checkpoints=false",
    "-c",
    "max_worker_processes=0",
    "-c",
    "max_parallel_workers=0",
  ],
  ...["-c", "max_parallel_workers_per_gather=0", "-c", "io_method=sync"],
  ...["-c", "max_parallel_maintenance_workers=0"],
  ...["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB", "-c", "temp_buffers=4MB"],
];

/**
 * Creating a new data folder (initdb) grows PGlite's memory to ~700 MB, and WebAssembly
 * memory never shrinks: so a first start creates it in a short-lived child process, and the
 * server itself only ever opens an existing folder. The child applies the migrations too
 * (another ~40 MB the server would keep), so a first start idles like any other.
 */
export async function createDataFolderApart(
  folder: string,
  migrationsFolder: string,
): Promise<void> {
  if (existsSync(path.join(folder, "PG_VERSION"))) return;
  mkdirSync(folder, { recursive: true });
  // A plain script, so it runs the same from the build, under tsx and under the tests.
  const resolve = createRequire(import.meta.url).resolve;
  const modules = ["@electric-sql/pglite", "drizzle-orm/pglite", "drizzle-orm/pglite/migrator"];
  const script = [
    "const [pglite, drizzle, migrator, folder, params, migrations] = process.argv.slice(1);",
    "const { PGlite } = await import(pglite);",
    "const db = await PGlite.create(folder, { startParams: JSON.parse(params) });",
    "const { drizzle: wrap } = await import(drizzle);",
    "const { migrate } = await import(migrator);",
    "await migrate(wrap({ client: db }), { migrationsFolder: migrations });",
    "await db.close();",
  ].join("\n");
  const args = [
    "--input-type=module",
    "-e",
    script,
    ...modules.map((name) => pathToFileURL(resolve(name)).href),
    folder,
    JSON.stringify(PGLITE_START_PARAMS),
    migrationsFolder,
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the database folder failed (${String(code)})`)),
    );
  });
}
