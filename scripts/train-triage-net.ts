/**
 * Trains the triage safety net (src/domain/triage/net.ts) on the tuning split of the corpus
 * and the earlier labelled sets, never on the blind split. The threshold is chosen on
 * out-of-fold predictions (5 folds), combined with the rules: the net may add at most
 * ~1 % alarms on everyday messages it never saw, and whatever emergencies it catches
 * beyond the rules there is its gain. Writes src/domain/triage/net-model.json.
 *   npx tsx scripts/train-triage-net.ts
 */
import { writeFileSync } from "node:fs";
import { netMaySpeak, triageByRules } from "../src/domain/triage/index.ts";
import { read } from "../src/domain/triage/reading.ts";
import { features, type NetModel } from "../src/domain/triage/net.ts";
import { corpusDigest, trainingExamples } from "../test/triage-corpus/corpus.ts";

const BITS = 14;
const GRAMS = [2, 3, 4, 5];
const EPOCHS = 12;
const RATE = 0.5;
const L2 = 1e-5;
/** Alarms the net may add to everyday messages it did not see (out of fold). */
const EXTRA_ALARMS = 0.01;

type Example = ReturnType<typeof trainingExamples>[number];
const examples: Example[] = trainingExamples();

type Vector = Map<number, number>;
const vectors = examples.map((e) => features(e.text, BITS, GRAMS));

/** Logistic regression by Adagrad: "emergency" against the rest, classes balanced. */
function train(rows: number[], positive: (e: Example) => boolean) {
  const w = new Float64Array(1 << BITS);
  const g2 = new Float64Array(1 << BITS).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const pos = rows.filter((i) => positive(examples[i]!)).length;
  const weightOf = (y: number) =>
    y ? rows.length / (2 * pos) : rows.length / (2 * (rows.length - pos));
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = [...rows].sort(() => random() - 0.5);
    for (const i of order) {
      const x = vectors[i] as Vector;
      const y = positive(examples[i]!) ? 1 : 0;
      let z = bias;
      for (const [k, v] of x) z += (w[k] ?? 0) * v;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - y) * weightOf(y);
      for (const [k, v] of x) {
        const grad = err * v + L2 * (w[k] ?? 0);
        g2[k] = (g2[k] ?? 0) + grad * grad;
        w[k] = (w[k] ?? 0) - (RATE * grad) / Math.sqrt(g2[k] ?? 1);
      }
      biasG2 += err * err;
      bias -= (RATE * err) / Math.sqrt(biasG2);
    }
  }
  return { w, bias };
}

const score = (m: { w: Float64Array; bias: number }, x: Vector) => {
  let z = m.bias;
  for (const [k, v] of x) z += (m.w[k] ?? 0) * v;
  return 1 / (1 + Math.exp(-z));
};

// Out-of-fold probabilities of "emergency".
const FOLDS = 5;
const oofEmergency = new Array<number>(examples.length).fill(0);
for (let fold = 0; fold < FOLDS; fold++) {
  const trainRows = examples.map((_, i) => i).filter((i) => i % FOLDS !== fold);
  const e = train(trainRows, (x) => x.expected === "emergency");
  for (let i = fold; i < examples.length; i += FOLDS)
    oofEmergency[i] = score(e, vectors[i] as Vector);
}

const rules = examples.map((e) => triageByRules(e.text).level);
const eligible = examples.map((e) => netMaySpeak(read(e.text)));
const everyday = examples.map((e, i) => [e, i] as const).filter(([e]) => e.expected === "none");

/** The lowest threshold at which the net adds at most EXTRA_ALARMS to everyday messages. */
function threshold(oof: number[], counts: (level: string) => boolean): number {
  const candidates = everyday
    .filter(([, i]) => !counts(rules[i]!) && eligible[i])
    .map(([, i]) => oof[i]!)
    .sort((a, b) => b - a);
  const allowed = Math.floor(EXTRA_ALARMS * everyday.length);
  return Math.min(0.99, Math.max(0.5, (candidates[allowed] ?? 0.5) + 1e-6));
}
const emergencyAt = threshold(oofEmergency, (l) => l === "emergency");

const gained = examples.filter(
  (e, i) =>
    e.expected === "emergency" &&
    rules[i] !== "emergency" &&
    eligible[i] &&
    oofEmergency[i]! >= emergencyAt,
).length;
console.log(`out of fold: emergency threshold ${emergencyAt.toFixed(3)}`);
console.log(`emergencies the rules missed out of fold and the net caught: ${gained}`);

// The model that ships: trained on everything in the tuning data.
const all = examples.map((_, i) => i);
const emergency = train(all, (x) => x.expected === "emergency");
// One signed byte per weight: small enough to ship, precise enough for a threshold.
const scale = Math.max(...emergency.w.map(Math.abs)) / 127;
const bytes = Buffer.from(Int8Array.from(emergency.w, (value) => Math.round(value / scale)).buffer);
const model: NetModel = {
  bits: BITS,
  grams: GRAMS,
  bias: Math.round(emergency.bias * 1000) / 1000,
  weights: bytes.toString("base64"),
  scale: Number(scale.toPrecision(6)),
  emergencyAt: Math.round(emergencyAt * 1000) / 1000,
  trainedOn: corpusDigest(),
};
writeFileSync("src/domain/triage/net-model.json", `${JSON.stringify(model)}\n`);
console.log(`wrote ${emergency.w.length} weights (${bytes.length} bytes)`);
