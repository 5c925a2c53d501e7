import { WEIGHT_KG } from "../../../../../contracts/tracker-limits.ts";
import { kgToLb, lbToKg } from "../../../../../domain/trackers/weight.ts";
import { readStored, writeStored } from "../../../../lib/storage.ts";

/** Weights are kept in kg; she may read and type them in lb (issue 14 part 3). */
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

const UNIT_KEY = "tracker.weightUnit";

/** The unit she chose last on this device; kg until she picks lb. */
export function readWeightUnit(): WeightUnit {
  return readStored(UNIT_KEY) === "lb" ? "lb" : "kg";
}
export const writeWeightUnit = (unit: WeightUnit): boolean => writeStored(UNIT_KEY, unit);

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** A typed weight in her unit as kg, kept to 0.01 kg as the server keeps it. */
export const toKg = (value: number, unit: WeightUnit): number =>
  round(unit === "lb" ? lbToKg(value) : value, 2);

/** A stored kg value in her unit, to one decimal. */
export const fromKg = (kg: number, unit: WeightUnit): number =>
  round(unit === "lb" ? kgToLb(kg) : kg, 1);

/** The allowed weight range in her unit, rounded inwards so both ends are accepted. */
export function weightRange(unit: WeightUnit): { min: number; max: number } {
  if (unit === "kg") return { min: WEIGHT_KG.min, max: WEIGHT_KG.max };
  return { min: Math.ceil(kgToLb(WEIGHT_KG.min)), max: Math.floor(kgToLb(WEIGHT_KG.max)) };
}

/**
 * A number as she types it ("63.5", "63,5", " 150 "): null when it is not one. Up to three
 * digits and two decimals, as the contract takes them.
 */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(",", ".");
  return /^\d{1,3}(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
}

/** A typed weight as kg, or null when it is not a weight she could have (25–300 kg). */
export function parseWeight(text: string, unit: WeightUnit): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  const range = weightRange(unit);
  return value >= range.min && value <= range.max ? toKg(value, unit) : null;
}
