import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, localIsoDate } from "../../domain/dates.ts";
import { deviceStage } from "./device-stage.ts";

const save = (value: unknown) =>
  localStorage.setItem(
    "saathi_pregnancyData",
    typeof value === "string" ? value : JSON.stringify(value),
  );

describe("the stage saved on this device, for the companion's triage", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });
  const today = localIsoDate();

  it("is her week while the pregnancy goes on, on her own calendar day", () => {
    expect(deviceStage()).toEqual({});
    save({ dueDate: addDays(today, 70), ended: false, outcome: null, birthDate: null });
    expect(deviceStage()).toEqual({ week: 30 });
  });

  it("is the days since the birth, and nothing after a loss", () => {
    const born = { dueDate: today, ended: true, outcome: "born", birthDate: addDays(today, -9) };
    save(born);
    expect(deviceStage()).toEqual({ daysSinceBirth: 9 });
    save({ ...born, outcome: "loss", birthDate: null });
    expect(deviceStage()).toEqual({});
    // Data from before outcomes existed: ended meant loss.
    save({ dueDate: today, ended: true });
    expect(deviceStage()).toEqual({});
  });

  it("reads anything unreadable as not known", () => {
    for (const junk of ["{", "null", "42", '"x"', JSON.stringify({ dueDate: "30 weeks" })]) {
      save(junk);
      expect(deviceStage()).toEqual({});
    }
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("storage blocked");
    });
    expect(deviceStage()).toEqual({});
  });
});
