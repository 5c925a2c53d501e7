import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { reactOnPreact } from "./vite.config.ts";

/**
 * Preact runs effects and their cleanups on timers; one that fires after jsdom has ended a web
 * test file (a loaded machine tears down late) finds the page's globals gone and throws a
 * ReferenceError that Vitest would count against the run. Only those are let go: the error
 * must name a page global and come from Preact's hooks. Every other unhandled error fails.
 */
function afterTeardown(error: { name?: string; message?: string; stack?: string }) {
  return (
    error.name === "ReferenceError" &&
    /^(document|window|requestAnimationFrame|cancelAnimationFrame) is not defined$/.test(
      error.message ?? "",
    ) &&
    /[\\/]preact[\\/]hooks[\\/]/.test(error.stack ?? "")
  );
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => (afterTeardown(error) ? false : undefined),
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: [
            "src/server/**/*.test.ts",
            "src/contracts/**/*.test.ts",
            "src/domain/**/*.test.ts",
          ],
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Load and crash probes (issue 11): need the built app; `npm run test:probes`.
        test: {
          name: "probes",
          environment: "node",
          include: ["src/server/probes/**/*.probe.ts"],
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        // The web tests run what ships: React's API on Preact. Packages that import React
        // go through the alias too (inlined, by their ES module builds, as the app bundles them).
        resolve: { alias: reactOnPreact, mainFields: ["module", "main"] },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["test/setup-web.ts"],
          server: {
            deps: {
              inline: [
                /radix-ui/,
                /react-remove-scroll/,
                /use-sidecar/,
                /react-style-singleton/,
                /use-callback-ref/,
              ],
            },
          },
        },
      },
    ],
  },
});
