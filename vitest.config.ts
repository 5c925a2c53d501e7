import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { reactOnPreact } from "./vite.config.ts";

export default defineConfig({
  test: {
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
        // The web tests run what ships: React's API on Preact.
        resolve: { alias: reactOnPreact },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["test/setup-web.ts"],
        },
      },
    ],
  },
});
