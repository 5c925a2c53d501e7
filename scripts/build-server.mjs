// Compiles the server (src/server, src/contracts, src/domain) to dist/node and copies the
// SQL migrations beside the compiled database client, which reads them at start-up.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
rmSync("dist/node", { recursive: true, force: true });
execFileSync(
  process.execPath,
  [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.server.json"],
  {
    stdio: "inherit",
  },
);
cpSync("src/server/db/migrations", "dist/node/server/db/migrations", { recursive: true });
