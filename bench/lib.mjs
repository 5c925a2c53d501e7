// Shared by the bench scripts: start a process and wait until it answers; load a URL.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/** Starts `node ...args` and waits for `readyUrl` to answer; stop() kills everything started. */
export function processes() {
  const children = [];
  return {
    async start(args, env, readyUrl) {
      const child = spawn(process.execPath, args, {
        env: { PATH: process.env.PATH, MAIL_MODE: "log", ...env },
        stdio: "inherit",
      });
      children.push(child);
      for (let i = 0; i < 150; i++) {
        try {
          if ((await fetch(readyUrl)).ok) return;
        } catch {
          /* starting */
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`${args.join(" ")} did not start`);
    },
    stop() {
      for (const child of children) child.kill("SIGTERM");
    },
  };
}

/** Requests per second and latency of one URL under load. */
export function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: 8, connections: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        rps: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        non2xx: result.non2xx,
      });
    });
  });
}

/**
 * Starts the bare Fastify route (the baseline measured in the same run) and the built app
 * on a fresh data folder; returns their URLs.
 */
export async function startBaselineAndApp(procs, { app, bare, tag, env = {} }) {
  const bareUrl = `http://127.0.0.1:${bare}/bare`;
  await procs.start(["bench/bare-server.mjs", String(bare)], {}, bareUrl);
  await procs.start(
    ["dist/node/server/main.js"],
    {
      PORT: String(app),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `saathi-bench-${tag}-`)),
      ...env,
    },
    `http://127.0.0.1:${app}/api/ready`,
  );
  return { appUrl: `http://127.0.0.1:${app}`, bareUrl };
}
