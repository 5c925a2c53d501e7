import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { createWaitlistRepository } from "./waitlist.repository.ts";

const join = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/waitlist", payload: payload as object });

describe.each(testEngines)("waitlist on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("stores a new entry with a normalised email", async () => {
    t = await createTestApp(engine);
    const res = await join(t, {
      email: "  Asha.Rao@Example.COM ",
      interests: ["doctor-consultation"],
      language: "hi",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const repo = createWaitlistRepository(t.database.db);
    expect(await repo.findByEmail("asha.rao@example.com")).toEqual({
      email: "asha.rao@example.com",
      interests: ["doctor-consultation"],
      language: "hi",
    });
  });

  it("keeps one entry per email and merges interests on a second sign-up", async () => {
    t = await createTestApp(engine);
    await join(t, { email: "meera@example.com", interests: ["nutrition-planning"] });
    const again = await join(t, {
      email: "MEERA@example.com",
      interests: ["community-forums", "nutrition-planning"],
    });
    expect(again.statusCode).toBe(200);
    const repo = createWaitlistRepository(t.database.db);
    expect(await repo.count()).toBe(1);
    expect((await repo.findByEmail("meera@example.com"))?.interests).toEqual([
      "community-forums",
      "nutrition-planning",
    ]);
  });

  it("the unique index refuses a duplicate email at the database level", async () => {
    t = await createTestApp(engine);
    const repo = createWaitlistRepository(t.database.db);
    await repo.upsert({ email: "dup@example.com", interests: [], language: "en" });
    const { waitlistEntries } = await import("../../db/schema/index.ts");
    await expect(
      t.database.db.insert(waitlistEntries).values({ email: "dup@example.com" }),
    ).rejects.toThrow();
    expect(await repo.count()).toBe(1);
  });

  it("rejects bad input with field messages and saves nothing", async () => {
    t = await createTestApp(engine);
    const res = await join(t, { email: "not-an-email", interests: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Please check the highlighted fields.",
      code: "VALIDATION_FAILED",
      fields: { email: "errors.emailInvalid", interests: "errors.interestsRequired" },
    });
    const unknownInterest = await join(t, { email: "a@example.com", interests: ["spa-days"] });
    expect(unknownInterest.statusCode).toBe(400);
    expect(await createWaitlistRepository(t.database.db).count()).toBe(0);
  });

  it("a failed update leaves the earlier entry as it was", async () => {
    t = await createTestApp(engine);
    await join(t, { email: "keep@example.com", interests: ["community-forums"] });
    const bad = await join(t, { email: "keep@example.com", interests: ["not-a-thing"] });
    expect(bad.statusCode).toBe(400);
    const row = await createWaitlistRepository(t.database.db).findByEmail("keep@example.com");
    expect(row?.interests).toEqual(["community-forums"]);
  });

  it("limits repeated sign-ups from one address with 429 and Retry-After, at a shared ceiling", async () => {
    t = await createTestApp(engine);
    // Ten a minute per person; a signed-out address (a carrier's NAT) gets ten times that.
    const codes: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await join(t, { email: `p${i}@example.com`, interests: ["community-forums"] });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers["retry-after"]).toBeDefined();
        expect(res.json()).toMatchObject({ code: "RATE_LIMITED" });
      }
    }
    expect(codes.slice(0, 100).every((c) => c === 200)).toBe(true);
    expect(codes[100]).toBe(429);
  });
});
