import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

describe("data directory lock", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("writes our pid and removes the file on release", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "saathi.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, "saathi.lock"))).toBe(false);
  });

  it("refuses a directory held by a running process, naming it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "saathi.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Saathi process/);
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "saathi.lock"), "2147483646");
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "saathi.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
