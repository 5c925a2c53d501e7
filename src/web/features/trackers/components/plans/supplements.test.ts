import { describe, expect, it } from "vitest";
import {
  addName,
  checkOffOn,
  ifaReminderDue,
  lastDays,
  removeName,
  shownSupplements,
} from "./supplements.ts";

const c = (supplement: string, takenOn: string) => ({
  id: `${supplement}-${takenOn}`,
  supplement,
  takenOn,
});

describe("her supplement list", () => {
  const today = "2026-12-20";

  it("shows IFA and calcium first, then hers, then others ticked this week, never twice", () => {
    const names = { added: ["Vitamin D", "ifa"], hidden: [] };
    const checkOffs = [c("vitamin d", today), c("Omega 3", "2026-12-18"), c("Zinc", "2026-12-01")];
    expect(shownSupplements(names, checkOffs, today)).toEqual([
      "ifa",
      "calcium",
      "Vitamin D",
      "Omega 3",
    ]);
  });

  it("removing a name hides it (its ticks stay), adding it again brings it back", () => {
    const removed = removeName({ added: ["Vitamin D"], hidden: [] }, "vitamin d");
    expect(removed).toEqual({ added: [], hidden: ["vitamin d"] });
    expect(shownSupplements(removed, [c("Vitamin D", today)], today)).toEqual(["ifa", "calcium"]);
    expect(shownSupplements(addName(removed, "Vitamin D"), [], today)).toContain("Vitamin D");
  });

  it("finds a day's check-off whatever the case, and lists the last 7 days oldest first", () => {
    expect(checkOffOn([c("IFA", today)], "ifa", today)?.id).toBe(`IFA-${today}`);
    expect(checkOffOn([c("IFA", today)], "ifa", "2026-12-19")).toBeUndefined();
    expect(lastDays(today)).toEqual([
      "2026-12-14",
      "2026-12-15",
      "2026-12-16",
      "2026-12-17",
      "2026-12-18",
      "2026-12-19",
      "2026-12-20",
    ]);
  });
});

describe("the evening IFA reminder", () => {
  const evening = new Date(2026, 11, 20, 18, 30);
  const afternoon = new Date(2026, 11, 20, 17, 59);

  it("comes from 6 pm while today's IFA is not ticked", () => {
    expect(ifaReminderDue([], evening)).toBe(true);
    expect(ifaReminderDue([], afternoon)).toBe(false);
    expect(ifaReminderDue([c("ifa", "2026-12-20")], evening)).toBe(false);
    expect(ifaReminderDue([c("calcium", "2026-12-20")], evening)).toBe(true);
  });

  it("away from her tab, only for someone who ticked IFA this week", () => {
    expect(ifaReminderDue([], evening, { onlyIfUsed: true })).toBe(false);
    expect(ifaReminderDue([c("ifa", "2026-12-18")], evening, { onlyIfUsed: true })).toBe(true);
    expect(ifaReminderDue([c("ifa", "2026-12-01")], evening, { onlyIfUsed: true })).toBe(false);
  });
});
