import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../../test/triage-corpus/corpus.ts";
import { triage } from "./index.ts";

/**
 * The tuning split of the labelled corpus (test/triage-corpus, written by helpers who saw
 * only the public warning-sign lists) must pass message by message. The blind split is
 * scored in figures only (npm run eval:triage), never here: what it misses is not tuned to.
 */
const { tuning, blind } = loadCorpus();

/**
 * Everyday messages it alarms on, on purpose: a relative's heavy bleeding told as a fact,
 * with nothing to say the relative is not the one writing about herself, is read as hers.
 * A needless "please call" costs less than a missed one. Fixing one means removing it here.
 */
const ERRS_TO_CARE = [
  "cousin bled a lot after her delivery and needed blood. how common is that? 30 wks, just preparing",
];

// 7,920 messages: a loaded two-core machine has taken 50 s over the everyday ones alone.
describe("triage on the tuning split of the corpus", { timeout: 120_000 }, () => {
  it("has the corpus the issue asks for: 1,500+ messages, a 30 % blind split, 40 % everyday", () => {
    const all = [...tuning, ...blind];
    expect(all.length).toBeGreaterThanOrEqual(1500);
    expect(blind.length / all.length).toBeGreaterThanOrEqual(0.3);
    expect(all.filter((m) => m.expected === "none").length / all.length).toBeGreaterThanOrEqual(
      0.4,
    );
    for (const language of ["en", "hi", "hinglish"])
      expect(tuning.filter((m) => m.language === language).length).toBeGreaterThanOrEqual(300);
  });

  it.each(["en", "hi", "hinglish"] as const)("catches every emergency (%s)", (language) => {
    const missed = tuning
      .filter((m) => m.language === language && m.expected === "emergency")
      .filter((m) => triage(m.text).level !== "emergency")
      .map((m) => m.text);
    expect(missed).toEqual([]);
  });

  it("flags every urgent message at least as urgent", () => {
    const missed = tuning
      .filter((m) => m.expected === "urgent" && triage(m.text).level === "none")
      .map((m) => m.text);
    expect(missed).toEqual([]);
  });

  it("raises no alarm on everyday messages and look-alikes, but for the few it errs on", () => {
    const alarmed = tuning
      .filter((m) => m.expected === "none" && triage(m.text).level !== "none")
      .map((m) => m.text);
    expect(alarmed).toEqual(ERRS_TO_CARE);
  });
});
