import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it.
 * A lock file holding our PID makes the second process fail fast (DESIGN.md §3).
 * A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Saathi process (pid ${pid}). ` +
        `Stop that process, or start this one with a different DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = "DataDirLockedError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "saathi.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => rmSync(file, { force: true }),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(file, { force: true }); // stale lock from a crashed process
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
