// Server time of baby-name generation (issue 15: p95 < 20 ms over 2,000+ names), over random
// filters: origin, gender, Latin or Devanagari start (a nakshatra's four syllables too),
// meaning search, length and names to leave out. The service is called directly, then the
// route through Fastify's inject (validation included). Not a test: machines here are
// shared and noisy. Usage: npx tsx bench/baby-names.ts
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { NAKSHATRAS } from "../src/domain/names/nakshatras.ts";
import { babyNamesRoutes } from "../src/server/modules/baby-names/baby-names.routes.ts";
import { createBabyNamesService } from "../src/server/modules/baby-names/baby-names.service.ts";
import { loadNamesLibrary } from "../src/server/modules/baby-names/names-library.ts";
import type { ShortlistService } from "../src/server/modules/baby-names/shortlist.service.ts";
import { defaultContentDir } from "../src/server/project-root.ts";

const library = loadNamesLibrary(defaultContentDir());
const service = createBabyNamesService({ library });
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const origins = ["any", ...library.files.map((f) => f.origin)];
const starts = [
  "",
  "",
  "A",
  "Sh",
  "K",
  "ल",
  "चु",
  "अ",
  "श्र",
  ...NAKSHATRAS.map((n) => n.padas.join(", ")),
];
const meanings = [
  "",
  "",
  "",
  "light",
  "प्रकाश",
  "roshni",
  "river",
  "moon",
  "चाँद",
  "gift",
  "strength",
];
const lengths = [undefined, undefined, "short", "medium", "long"] as const;

function randomRequest() {
  const length = pick(lengths);
  const startsWith = pick(starts);
  const q = pick(meanings);
  return {
    origin: pick(origins),
    gender: pick(["girl", "boy", "unisex", "any"] as const),
    ...(startsWith ? { startsWith } : {}),
    ...(q ? { q } : {}),
    ...(length ? { length } : {}),
    exclude: library.names.slice(0, Math.floor(Math.random() * 24)).map((n) => n.id),
  };
}

const report = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  console.log(
    `${label}, ${String(times.length)} requests over ${String(library.names.length)} names: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
  );
};

for (let i = 0; i < 200; i++) await service.generate(randomRequest()); // warm-up
const direct: number[] = [];
for (let i = 0; i < 3000; i++) {
  const request = randomRequest();
  const started = performance.now();
  await service.generate(request);
  direct.push(performance.now() - started);
}
report("baby names, service", direct);

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(babyNamesRoutes, { babyNames: service, shortlist: {} as ShortlistService });
await app.ready();
const routed: number[] = [];
for (let i = 0; i < 2000; i++) {
  const payload = randomRequest();
  const started = performance.now();
  const res = await app.inject({ method: "POST", url: "/api/baby-names", payload });
  routed.push(performance.now() - started);
  if (res.statusCode !== 200) throw new Error(`${String(res.statusCode)} ${res.body}`);
}
report("baby names, route (inject)", routed);
await app.close();
