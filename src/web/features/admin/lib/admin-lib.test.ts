import { describe, expect, it } from "vitest";
import type { AdminEmail } from "../../../../contracts/admin.ts";
import { badgeVariant, filterEmails } from "./emails.ts";
import { formatAdminDate } from "./format.ts";
import { pageCount, pageLinks, pageOf, refreshed } from "./pagination.ts";

describe("pagination (001 §9: 10 a page, at most 5 links)", () => {
  it("counts pages of 10", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95)).toBe(10);
  });
  it("links at most five pages around the current one, kept in range", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageLinks(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageLinks(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it("slices the rows of a page", () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 1)).toEqual(rows.slice(0, 10));
    expect(pageOf(rows, 3)).toEqual([20, 21, 22]);
  });
});

describe("a refresh after Load more (001 §4's 30 s refresh)", () => {
  const row = (n: number) => ({ id: `r${n}`, createdAt: `2026-11-${String(n).padStart(2, "0")}` });
  const shown = [28, 27, 26, 25, 24, 23].map(row); // two pages of 3 loaded, newest first
  it("keeps the older pages below a fresh first page, without twins", () => {
    const page = [29, 28, 27].map(row); // one new row arrived
    expect(refreshed(shown, page, true).map((r) => r.id)).toEqual([
      "r29",
      "r28",
      "r27",
      "r26",
      "r25",
      "r24",
      "r23",
    ]);
  });
  it("shows only the fresh page when it is the whole list or nothing more was loaded", () => {
    expect(refreshed(shown, [29, 28].map(row), false).map((r) => r.id)).toEqual(["r29", "r28"]);
    expect(refreshed([], [29, 28, 27].map(row), true).map((r) => r.id)).toEqual([
      "r29",
      "r28",
      "r27",
    ]);
  });
});

const email = (over: Partial<AdminEmail>): AdminEmail => ({
  id: String(Math.random()),
  emailTo: "asha@example.com",
  emailFrom: "care@saathi.test",
  subject: "Welcome to Saathi",
  emailType: "welcome",
  status: "sent",
  statusDetails: null,
  sentAt: "2026-11-27T10:00:00.000Z",
  createdAt: "2026-11-27T10:00:00.000Z",
  userDetails: { username: "asha_r" },
  ...over,
});

describe("email search and sub-tabs (001 §5)", () => {
  const all = [
    email({ id: "a" }),
    email({
      id: "b",
      emailType: "password-reset",
      subject: "Reset your password",
      emailTo: "Meera@Example.com",
      userDetails: null,
    }),
    email({
      id: "c",
      status: "failed",
      statusDetails: "ECONNREFUSED smtp",
      userDetails: { username: "Priya_K" },
    }),
    email({ id: "d", emailType: "verification", status: "pending", emailFrom: "Ops@Saathi.test" }),
  ];
  const ids = (list: AdminEmail[]) => list.map((e) => e.id);

  it("matches every listed field, ignoring case", () => {
    expect(ids(filterEmails(all, "MEERA", "all"))).toEqual(["b"]);
    expect(ids(filterEmails(all, "ops@saathi", "all"))).toEqual(["d"]);
    expect(ids(filterEmails(all, "reset YOUR", "all"))).toEqual(["b"]);
    expect(ids(filterEmails(all, "verification", "all"))).toEqual(["d"]);
    expect(ids(filterEmails(all, "pending", "all"))).toEqual(["d"]);
    expect(ids(filterEmails(all, "econnrefused", "all"))).toEqual(["c"]);
    expect(ids(filterEmails(all, "priya_k", "all"))).toEqual(["c"]);
    expect(ids(filterEmails(all, "  ", "all"))).toEqual(["a", "b", "c", "d"]);
    expect(filterEmails(all, "nobody", "all")).toEqual([]);
  });
  it("filters by sub-tab, then by the search", () => {
    expect(ids(filterEmails(all, "", "welcome"))).toEqual(["a", "c"]);
    expect(ids(filterEmails(all, "", "password-reset"))).toEqual(["b"]);
    expect(ids(filterEmails(all, "", "failed"))).toEqual(["c"]);
    expect(ids(filterEmails(all, "asha", "failed"))).toEqual(["c"]);
    expect(ids(filterEmails(all, "meera", "welcome"))).toEqual([]);
  });
  it("gives each status its badge (001 §4)", () => {
    expect(badgeVariant("sent")).toBe("default");
    expect(badgeVariant("pending")).toBe("outline");
    expect(badgeVariant("failed")).toBe("destructive");
    expect(badgeVariant("bounced")).toBe("secondary");
  });
});

describe("admin dates (001 §9: 'MMM d, yyyy h:mm a')", () => {
  it("formats in the browser's time zone", () => {
    const local = new Date(2026, 10, 7, 21, 5).toISOString();
    expect(formatAdminDate(local, "en")).toBe("Nov 7, 2026 9:05 PM");
    expect(formatAdminDate(new Date(2027, 0, 15, 0, 30).toISOString(), "en")).toBe(
      "Jan 15, 2027 12:30 AM",
    );
  });
  it("writes Hindi in its own order and leaves missing times as a dash", () => {
    const text = formatAdminDate(new Date(2026, 10, 7, 21, 5).toISOString(), "hi");
    expect(text).toMatch(/7/);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/9:05/);
    expect(formatAdminDate(null, "en")).toBe("—");
    expect(formatAdminDate("not a date", "en")).toBe("—");
  });
});
