/** A knowledge-base verdict: true compatible, false not recommended, null insufficient data. */
export type Verdict = boolean | null;

const RISK = (v: Verdict) => (v === false ? 2 : v === null ? 1 : 0);

/** The verdict of the riskiest of several (a combination, a label): false, then null, then true. */
export function riskiest(verdicts: Verdict[]): Verdict {
  return verdicts.reduce<Verdict>((worst, v) => (RISK(v) > RISK(worst) ? v : worst), true);
}
