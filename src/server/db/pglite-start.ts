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
 * server itself only ever opens an existing folder.
 */
export async function createDataFolderApart(folder: string): Promise<void> {
  if (existsSync(path.join(folder, "PG_VERSION"))) return;
  mkdirSync(folder, { recursive: true });
  // A plain script, so it runs the same from the build, under tsx and under the tests.
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = [
    "const { PGlite } = await import(process.argv[1]);",
    "const db = await PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) });",
    "await db.close();",
  ].join("\n");
  const args = [
    "--input-type=module",
    "-e",
    script,
    pglite,
    folder,
    JSON.stringify(PGLITE_START_PARAMS),
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
