/**
 * The statistical safety net under the rules (docs/decisions/0005): a logistic regression
 * over hashed character n-grams of the folded text, trained on the tuning split of the
 * labelled corpus (scripts/train-triage-net.ts). It may only raise the level the rules
 * give to "emergency", never lower it, and only above a threshold chosen on held-out folds
 * so that it adds few alarms.
 */
import { forms, tidy } from "./forms.ts";
import model from "./net-model.json" with { type: "json" };

export interface NetModel {
  /** log2 of the number of hash buckets. */
  bits: number;
  /** Character n-gram lengths. */
  grams: number[];
  bias: number;
  /** The weights, one signed byte per bucket (base64), times `scale`. */
  weights: string;
  scale: number;
  /** Probability from which the net says "emergency". */
  emergencyAt: number;
  /** Digest of the training messages, so a changed corpus without retraining is noticed. */
  trainedOn: string;
}

/** FNV-1a, 32 bits: a stable hash for n-grams, the same in training and here. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The hashed features of a message: character n-grams of its Hinglish-folded form. */
export function features(message: string, bits: number, grams: number[]): Map<number, number> {
  const text = forms(tidy(message)).hx.replace(/\s+/g, " ");
  const mask = (1 << bits) - 1;
  const counts = new Map<number, number>();
  for (const n of grams)
    for (let i = 0; i + n <= text.length; i++) {
      const bucket = hash(`${n}:${text.slice(i, i + n)}`) & mask;
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
  // Length-normalised, so long stories and short cries weigh alike.
  const norm = Math.sqrt([...counts.values()].reduce((sum, c) => sum + c * c, 0)) || 1;
  for (const [k, v] of counts) counts.set(k, v / norm);
  return counts;
}

const decoded = new WeakMap<NetModel, Int8Array>();
function weightsOf(m: NetModel): Int8Array {
  let w = decoded.get(m);
  if (!w) {
    w = Int8Array.from(atob(m.weights), (c) => (c.charCodeAt(0) << 24) >> 24);
    decoded.set(m, w);
  }
  return w;
}

export function probability(message: string, m: NetModel = model): number {
  const w = weightsOf(m);
  let z = m.bias;
  for (const [bucket, value] of features(message, m.bits, m.grams))
    z += (w[bucket] ?? 0) * m.scale * value;
  return 1 / (1 + Math.exp(-z));
}

/** Whether the net rates the message an emergency (it rates nothing else). */
export const netSaysEmergency = (message: string, m: NetModel = model): boolean =>
  probability(message, m) >= m.emergencyAt;
