import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The checkout's root (where package.json is), from src/ or from dist/node/. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return dir;
}

export const defaultWebRoot = (): string => path.join(projectRoot(), "dist", "web");
export const defaultContentDir = (): string => path.join(projectRoot(), "content");
