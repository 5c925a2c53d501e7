import { describe, expect, it } from "vitest";
import { corpusDigest, loadCorpus } from "../../../test/triage-corpus/corpus.ts";
import { triage, triageByRules } from "./index.ts";
import model from "./net-model.json" with { type: "json" };
import { probability } from "./net.ts";

const RANK = { none: 0, urgent: 1, emergency: 2 } as const;

describe("the statistical safety net", () => {
  it("was trained on the current tuning data (retrain with scripts/train-triage-net.ts)", () => {
    expect(model.trainedOn).toBe(corpusDigest());
  });

  it("only ever raises the level the rules give, never lowers it", () => {
    for (const { text } of loadCorpus().tuning.slice(0, 600))
      expect(RANK[triage(text).level], text).toBeGreaterThanOrEqual(
        RANK[triageByRules(text).level],
      );
  });

  it("gives a high probability to an emergency and a low one to an everyday question", () => {
    expect(probability("bleeding heavily and soaking pads at 32 weeks")).toBeGreaterThan(0.5);
    expect(probability("which fruits are good in the second trimester?")).toBeLessThan(0.2);
  });
});
