// Shared by the bench scripts: start a process and wait until it answers; load a URL.
import { spawn } from "node:child_process";
import autocannon from "autocannon";

/** Starts `node ...args` and waits for `readyUrl` to answer; stop() kills everything started. */
export function processes() {
  const children = [];
  return {
    async start(args, env, readyUrl) {
      const child = spawn(process.execPath, args, {
        env: { PATH: process.env.PATH, ...env },
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
