/**
 * Checks content/medications: every file against the schema, ids unique, every
 * combination's ingredients known and its verdict that of its riskiest ingredient.
 * Usage: npx tsx scripts/validate-medications.ts [file…]  (no files: the whole folder)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MedicationFileSchema, type MedicationEntry } from "../src/contracts/medication.ts";
import { riskiest } from "../src/domain/medication-verdict.ts";

const dir = path.resolve("content/medications");
const all = readdirSync(dir).filter((f) => f.endsWith(".json"));
const chosen = process.argv.slice(2).map((f) => path.basename(f));
const problems: string[] = [];
const entries = new Map<string, { file: string; entry: MedicationEntry }>();
for (const file of all) {
  const parsed = MedicationFileSchema.safeParse(
    JSON.parse(readFileSync(path.join(dir, file), "utf8")),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20))
      problems.push(`${file}: ${issue.path.join(".")}: ${issue.message}`);
    continue;
  }
  for (const entry of parsed.data) {
    const seen = entries.get(entry.id);
    if (seen) problems.push(`${file}: id ${entry.id} also in ${seen.file}`);
    entries.set(entry.id, { file, entry });
  }
}
const names = new Map<string, string>();
for (const { file, entry } of entries.values()) {
  if (chosen.length && !chosen.includes(file)) continue;
  for (const name of [entry.name.en, ...entry.aliases, ...entry.brands.map((b) => b.name)]) {
    const key = name.toLowerCase().replace(/\s+/g, " ").trim();
    const other = names.get(key);
    if (other && other !== entry.id)
      problems.push(`${file}: name "${name}" in ${entry.id} and ${other}`);
    names.set(key, entry.id);
  }
  if (!entry.ingredients) continue;
  const missing = entry.ingredients.filter((id) => !entries.has(id));
  if (missing.length) {
    problems.push(`${file}: ${entry.id}: unknown ingredient ids ${missing.join(", ")}`);
    continue;
  }
  const verdict = riskiest(entry.ingredients.map((id) => entries.get(id)!.entry.isSafe));
  if (verdict !== entry.isSafe)
    problems.push(
      `${file}: ${entry.id}: isSafe ${entry.isSafe} but riskiest ingredient gives ${verdict}`,
    );
}
const shown = chosen.length
  ? problems.filter((p) => chosen.some((c) => p.startsWith(c)))
  : problems;
console.log(`${entries.size} entries in ${all.length} files`);
for (const p of shown) console.log(p);
process.exit(shown.length ? 1 : 0);
