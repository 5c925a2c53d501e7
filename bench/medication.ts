// Server time of a medication check (p95 target < 5 ms) and of a product-photo check of a
// one-megapixel label (p50 target < 3 s), issue 6. In process through app.inject on the
// embedded database, so each check includes recording it. Not a test: machines here are
// shared and noisy. Usage: npm run bench:medication
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { labelRenderer } from "../src/server/testing/render-label.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-"));
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, webRoot: null });
await app.ready();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload });

const queries = (
  JSON.parse(readFileSync("test/fixtures/medication-eval.json", "utf8")) as { query: string }[]
).map((q) => q.query);
for (const q of queries.slice(0, 20)) await post("/api/medication/check", { medicationName: q });
const checkTimes: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const medicationName of queries) {
    const started = performance.now();
    await post("/api/medication/check", { medicationName });
    checkTimes.push(performance.now() - started);
  }
}

const renderer = await labelRenderer();
const label = await renderer.render(
  {
    width: 1200,
    height: 850,
    lines: [
      { text: "Night Renewal Serum", size: 72, weight: 700 },
      { text: "With retinol and niacinamide · 30 ml", size: 34 },
      { text: "Ingredients: Aqua, Glycerin, Niacinamide, Retinol, Tocopherol,", size: 26 },
      { text: "Sodium Hyaluronate, Phenoxyethanol, Fragrance.", size: 26 },
    ],
  },
  "jpeg",
);
await renderer.close();
const imageBase64 = label.toString("base64");
let started = performance.now();
await post("/api/product/image-check", { imageBase64 });
const cold = performance.now() - started;
const photoTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  started = performance.now();
  await post("/api/product/image-check", { imageBase64 });
  photoTimes.push(performance.now() - started);
}
await app.close();
await database.close();

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `medication check: p50 ${ms(percentile(checkTimes, 50))}, p95 ${ms(percentile(checkTimes, 95))} (${checkTimes.length} checks, target p95 < 5 ms)`,
);
console.log(
  `photo check, 1.02 MP JPEG label (${Math.round(label.length / 1024)} KB): first ${ms(cold)} (starts the OCR workers), then p50 ${ms(percentile(photoTimes, 50))}, p95 ${ms(percentile(photoTimes, 95))} (target p50 < 3 s)`,
);
