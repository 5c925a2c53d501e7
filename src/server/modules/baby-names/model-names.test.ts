import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BabyNamesResponse } from "../../../contracts/baby-names.ts";
import { post } from "../../testing/auth-helpers.ts";
import { startFakeLlm } from "../../testing/fake-llm.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/** Issue 15 part 4: a model over a real socket may choose names; the library still decides. */
describe("baby names chosen by a model", () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlm();
    llm.state.urgency = null;
    t = await createTestApp("pglite", {
      env: { LLM_BASE_URL: llm.url, LLM_API_KEY: "test-key", LLM_MODEL: "test-model" },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  const ask = { origin: "sanskrit", gender: "boy", limit: 6 };

  it("shows library names with the library's meaning and marks an unknown one", async () => {
    llm.state.mode = "ok";
    llm.state.reply = 'Sure! {"names":["Aditya","Zorblax","Ira"]}';
    const res = await post(t.app, "/api/baby-names", ask);
    expect(res.statusCode, res.body).toBe(200);
    const { names, mode } = res.json<BabyNamesResponse>();
    expect(mode).toBe("model");
    expect(names).toHaveLength(6);
    expect(names[0]).toMatchObject({ name: "Aditya", origin: "sanskrit", devanagari: "आदित्य" });
    expect(names[0]?.meaningHi).toMatch(/[\u0900-\u097f]/);
    expect(names[0]?.suggested).toBeUndefined();
    // Ira is a girl's name in the library: a boy's list leaves it out.
    expect(names.map((n) => n.name)).not.toContain("Ira");
    const unknown = names.find((n) => n.name === "Zorblax");
    expect(unknown).toMatchObject({ suggested: true, meaning: "", meaningHi: "", devanagari: "" });
    expect(names.filter((n) => n.suggested)).toHaveLength(1);
    const prompt =
      llm.calls
        .at(-1)
        ?.body.messages.map((m) => m.content)
        .join("\n") ?? "";
    expect(prompt).toMatch(/Sanskrit/);
    expect(prompt).toMatch(/gender: boy/);
  });

  it("leaves a suggestion out when a meaning search cannot be checked", async () => {
    llm.state.reply = '{"names":["Zorblax"]}';
    const { names, mode } = (
      await post(t.app, "/api/baby-names", { ...ask, q: "light" })
    ).json<BabyNamesResponse>();
    expect(mode).toBe("library");
    expect(names.some((n) => n.suggested)).toBe(false);
  });

  it("falls back to the library when the model fails", async () => {
    llm.state.mode = "fail";
    const res = await post(t.app, "/api/baby-names", ask);
    expect(res.statusCode).toBe(200);
    const { names, mode } = res.json<BabyNamesResponse>();
    expect(mode).toBe("library");
    expect(names).toHaveLength(6);
    for (const n of names) expect(n).toMatchObject({ origin: "sanskrit", gender: "boy" });
    expect(names.some((n) => n.suggested)).toBe(false);
  });

  it("falls back when the answer is not JSON", async () => {
    llm.state.mode = "ok";
    llm.state.reply = "What a lovely question!";
    const { mode } = (await post(t.app, "/api/baby-names", ask)).json<BabyNamesResponse>();
    expect(mode).toBe("library");
  });
});
