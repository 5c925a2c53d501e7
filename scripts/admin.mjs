// `npm run admin -- <command>` (issue 16): the admin CLI, src/server/modules/admin/admin-cli.ts.
// After `npm install` it runs from the source through tsx (a dev dependency), so a fresh
// clone needs no build; where dev dependencies were pruned (the production image) it runs
// the server build, which contains it: node dist/node/server/modules/admin/admin-cli.js
import { existsSync } from "node:fs";

const built = new URL("../dist/node/server/modules/admin/admin-cli.js", import.meta.url);
const tsx = await import("tsx/esm/api").catch(() => null);
if (tsx) {
  tsx.register();
  await import("../src/server/modules/admin/admin-cli.ts");
} else if (existsSync(built)) {
  await import(built.href);
} else {
  console.error("Run `npm install` (for tsx) or `npm run build:server` first.");
  process.exitCode = 1;
}
