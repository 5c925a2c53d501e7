import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** The real entry point in real processes: start, refuse a twin, shut down on a signal. */
const MAIN = path.resolve("src/server/main.ts");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...{ PATH: process.env.PATH ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", MAIL_MODE: "log" },
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** PGlite's first start takes a few seconds, and far longer on a shared machine under load. */
const READY_WITHIN_MS = 45_000;

async function waitForReady(port: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become ready");
}

describe("main process", () => {
  it("exits with a message naming each bad variable", async () => {
    const { exited, output } = start({ PORT: "eighty", LOG_LEVEL: "loud", DATA_DIR: dataDir });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/Invalid configuration/);
    expect(output()).toMatch(/PORT/);
    expect(output()).toMatch(/LOG_LEVEL/);
  });

  it("serves on PGlite, refuses a second process on the same DATA_DIR, drains on SIGTERM", async () => {
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir, DRAIN_SECONDS: "2" });
    await waitForReady(port, first.child);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()).toMatchObject({
      status: "ready",
      database: "pglite",
    });

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another Saathi process/);

    first.child.kill("SIGTERM");
    // Draining: readiness says so (a load balancer moves on) while requests are still served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const draining = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: "draining" });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/shutting down/);
    expect(first.output()).not.toMatch(/password|cookie/i);
    expect(existsSync(path.join(dataDir, "saathi.lock"))).toBe(false);

    // The data survives a restart: a third process opens the same directory.
    const third = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, third.child);
    third.child.kill("SIGINT");
    expect(await third.exited).toBe(0);
  }, 120_000);
});
