import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";

/**
 * Every JSON file of a content folder (content/assistant, content/medications) in name
 * order, each checked against its schema: a file that does not match stops the server,
 * naming the file and its first problem. A missing folder holds nothing.
 */
export function readContentFolder<T>(dir: string, schema: z.ZodType<T[]>): T[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "invalid"}`);
    }
    return parsed.data;
  });
}
