import { describe, expect, it } from "vitest";
import type { PregnancyData } from "../../../../contracts/pregnancy.ts";
import {
  chooseWinner,
  endRequestOf,
  readLocalPregnancy,
  saveLocalPregnancy,
  type LocalPregnancy,
} from "./local-pregnancy.ts";

const server = (lastUpdated: string): PregnancyData => ({
  currentWeek: 20,
  dueDate: "2027-04-01",
  lastUpdated,
  stageType: "week",
  stageValue: 20,
  method: "stage",
  ended: false,
  outcome: null,
  birthDate: null,
});
const local = (timestamp: number, userSpecified: boolean): LocalPregnancy => ({
  ...server(new Date(timestamp).toISOString()),
  dueDate: "2027-03-01",
  _userSpecified: userSpecified,
  _timestamp: timestamp,
  _source: "user",
  _priority: 100,
});

describe("which data wins (001 §4)", () => {
  it("with one side only, that side", () => {
    expect(chooseWinner(null, null).winner).toBe("none");
    expect(chooseWinner(null, server("2026-11-01T00:00:00Z")).winner).toBe("server");
    expect(chooseWinner(local(Date.parse("2026-11-01"), true), null).winner).toBe("local");
  });

  it("data the user set wins even over newer server data", () => {
    const result = chooseWinner(
      local(Date.parse("2026-01-01"), true),
      server("2026-11-01T00:00:00Z"),
    );
    expect(result).toMatchObject({ winner: "local", data: { dueDate: "2027-03-01" } });
  });

  it("otherwise the newer timestamp wins", () => {
    expect(
      chooseWinner(local(Date.parse("2026-01-01"), false), server("2026-11-01T00:00:00Z")).winner,
    ).toBe("server");
    expect(
      chooseWinner(local(Date.parse("2026-12-01"), false), server("2026-11-01T00:00:00Z")).winner,
    ).toBe("local");
  });

  it("saving on the device marks the data as the user's, with priority 100, under the product prefix", () => {
    const saved = saveLocalPregnancy({
      dueDate: "2027-05-01",
      stageType: "month",
      stageValue: 4,
      method: "stage",
      ended: false,
      outcome: null,
      birthDate: null,
    });
    expect(saved).toMatchObject({ _userSpecified: true, _source: "user", _priority: 100 });
    expect(localStorage.getItem("saathi_preventOverwrite")).toBe("true");
    expect(readLocalPregnancy()).toMatchObject({ dueDate: "2027-05-01", stageValue: 4 });
    localStorage.setItem("saathi_pregnancyData", "{broken");
    expect(readLocalPregnancy()).toBeNull();
  });

  it("how it ended: kept on the device, read back from older data, sent to the account on sign-in", () => {
    const base = { dueDate: "2027-05-01", stageType: null, stageValue: null, method: "due-date" };
    const born = saveLocalPregnancy({
      ...base,
      method: "due-date",
      ended: true,
      outcome: "born",
      birthDate: "2026-11-20",
    });
    expect(readLocalPregnancy()).toMatchObject({ outcome: "born", birthDate: "2026-11-20" });
    expect(endRequestOf(born)).toEqual({ ended: true, outcome: "born", birthDate: "2026-11-20" });

    // Saved before outcomes existed: "ended" was the loss path.
    localStorage.setItem("saathi_pregnancyData", JSON.stringify({ ...base, ended: true }));
    const old = readLocalPregnancy();
    expect(old).toMatchObject({ ended: true, outcome: "loss", birthDate: null });
    expect(old && endRequestOf(old)).toEqual({ ended: true, outcome: "loss" });

    // A birth whose date cannot be read shows the pregnancy again, never condolences.
    const damaged = { ...base, ended: true, outcome: "born", birthDate: "soon" };
    localStorage.setItem("saathi_pregnancyData", JSON.stringify(damaged));
    expect(readLocalPregnancy()).toMatchObject({ ended: false, outcome: null, birthDate: null });
    expect(endRequestOf(server("2026-11-01T00:00:00Z"))).toBeNull();
  });
});
