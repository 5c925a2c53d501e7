import { describe, expect, it } from "vitest";
import { draftErrors, emptyDraft, localNow, OTHER, toFields } from "./symptom-input.ts";

describe("the symptom form's checks", () => {
  const now = new Date(2026, 4, 4, 10, 0).getTime();
  const ok = {
    ...emptyDraft(),
    choice: "headache",
    severity: "mild" as const,
    when: "2026-05-04T09:30",
  };

  it("asks for a symptom and a severity, and takes a listed one or her own words", () => {
    expect(draftErrors(emptyDraft(), now)).toMatchObject({
      symptom: "symptoms.errors.symptom",
      severity: "symptoms.errors.severity",
    });
    expect(draftErrors(ok, now)).toEqual({});
    expect(draftErrors({ ...ok, choice: OTHER, own: "  " }, now).symptom).toBeDefined();
    expect(toFields({ ...ok, choice: OTHER, own: " bleeding " }).symptom).toBe("bleeding");
    expect(draftErrors({ ...ok, choice: OTHER, own: "x".repeat(101) }, now).symptom).toBe(
      "symptoms.errors.symptomLong",
    );
  });

  it("refuses a time ahead of now or over two years back, and a note over 1000 characters", () => {
    expect(draftErrors({ ...ok, when: "2026-05-04T11:00" }, now).when).toBeDefined();
    expect(draftErrors({ ...ok, when: "2023-01-01T09:00" }, now).when).toBeDefined();
    expect(draftErrors({ ...ok, when: "" }, now).when).toBeDefined();
    expect(draftErrors({ ...ok, note: "a".repeat(1001) }, now).note).toBeDefined();
  });

  it("sends the time as UTC and the note trimmed", () => {
    const fields = toFields({ ...ok, note: " heavy " });
    expect(fields).toEqual({
      symptom: "headache",
      severity: "mild",
      note: "heavy",
      occurredAt: new Date(2026, 4, 4, 9, 30).toISOString(),
    });
    expect(localNow(new Date(2026, 0, 2, 3, 4))).toBe("2026-01-02T03:04");
  });
});
