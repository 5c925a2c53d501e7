import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** dist/web of this checkout, found from this file whether it runs from src/ or dist/node/. */
export function defaultWebRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.join(dir, "dist", "web");
}
