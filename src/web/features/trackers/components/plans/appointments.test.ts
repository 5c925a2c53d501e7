import { describe, expect, it } from "vitest";
import {
  appointmentFields,
  appointmentProblems,
  dueSoon,
  emptyDraft,
  splitAppointments,
} from "./appointments.ts";

const a = (id: string, date: string, time: string | null = null) => ({ id, date, time });

describe("her appointments in order", () => {
  const items = [
    a("past-old", "2026-10-01", "09:00"),
    a("later", "2027-01-10"),
    a("today-late", "2026-12-20", "16:00"),
    a("past-recent", "2026-12-19", "11:00"),
    a("today-early", "2026-12-20", "08:30"),
    a("tomorrow", "2026-12-21", "10:00"),
  ];

  it("puts upcoming ones soonest first (today counts) and past ones latest first", () => {
    const { upcoming, past } = splitAppointments(items, "2026-12-20");
    expect(upcoming.map((x) => x.id)).toEqual(["today-early", "today-late", "tomorrow", "later"]);
    expect(past.map((x) => x.id)).toEqual(["past-recent", "past-old"]);
  });

  it("reminds of today's and tomorrow's only, saying which day", () => {
    expect(dueSoon(items, "2026-12-20").map((x) => [x.id, x.when])).toEqual([
      ["today-early", "today"],
      ["today-late", "today"],
      ["tomorrow", "tomorrow"],
    ]);
    expect(dueSoon(items, "2027-01-05")).toEqual([]);
  });
});

describe("the appointment form's checks", () => {
  const today = "2026-12-20";
  const draft = { ...emptyDraft(), title: "Scan", date: "2027-01-05" };

  it("accepts a title and a day, time optional", () => {
    expect(appointmentProblems(draft, today)).toEqual({});
    expect(appointmentProblems({ ...draft, time: "09:30" }, today)).toEqual({});
  });

  it("names each field at fault with the contract's message key", () => {
    expect(appointmentProblems({ ...emptyDraft(), time: "25:00" }, today)).toEqual({
      title: "errors.appointmentTitle",
      date: "errors.appointmentDate",
      time: "errors.appointmentTime",
    });
    expect(appointmentProblems({ ...draft, title: "   " }, today)).toEqual({
      title: "errors.appointmentTitle",
    });
    expect(appointmentProblems({ ...draft, date: "2029-06-01" }, today)).toEqual({
      date: "errors.appointmentDate",
    });
    expect(appointmentProblems({ ...draft, notes: "x".repeat(1001) }, today)).toEqual({
      notes: "errors.appointmentNotes",
    });
  });

  it("sends trimmed text and no time as null", () => {
    expect(appointmentFields({ ...draft, title: " Scan ", place: " PHC " })).toEqual({
      title: "Scan",
      date: "2027-01-05",
      time: null,
      place: "PHC",
      doctor: "",
      notes: "",
    });
  });
});
