import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  ExerciseContentSchema,
  NutritionContentSchema,
  ResourcesContentSchema,
  SymptomsContentSchema,
  TestsContentSchema,
} from "../../../contracts/guidance.ts";

/** Reads one reviewed file and stops the server if it does not match its schema. */
export function readContent<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is not valid: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`);
  }
  return parsed.data;
}

/** content/guidance/: the Diet & Exercise page's five tabs (001 §3), validated at start-up. */
export function loadGuidance(contentDir: string) {
  const file = (name: string) => path.join(contentDir, "guidance", `${name}.json`);
  return {
    nutrition: readContent(file("nutrition"), NutritionContentSchema),
    exercise: readContent(file("exercise"), ExerciseContentSchema),
    tests: readContent(file("tests"), TestsContentSchema),
    symptoms: readContent(file("symptoms"), SymptomsContentSchema),
    resources: readContent(file("resources"), ResourcesContentSchema),
  };
}
export type GuidanceContent = ReturnType<typeof loadGuidance>;
