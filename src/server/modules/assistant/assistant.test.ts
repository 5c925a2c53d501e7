import { sql } from "drizzle-orm";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatResponse } from "../../../contracts/assistant.ts";
import { addDays } from "../../../domain/dates.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

const ask = (t: TestApp, payload: object, cookie?: string) =>
  post(t.app, "/api/chat", payload, cookie);

describe.each(testEngines)("the companion on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it("gives the crisis lines with any answer about her mind, not with one about heartburn", async () => {
    t = await createTestApp(engine);
    // Low for weeks: the rules say call today; the answer also names the lines.
    const low = (
      await ask(t, { message: "I have been crying most days for three weeks since the birth" })
    ).json<ChatResponse>();
    expect(low.triage).toBe("urgent");
    expect(low.response).toMatch(/^How you feel matters[^\n]* today /);
    expect(low.response).toMatch(/14416/);
    expect(low.response).toMatch(/988/);
    // Words of leaving the rules do not call an emergency still get the lines, in Hindi too.
    const hi = (
      await ask(t, { message: "अब मेरी किसी को ज़रूरत नहीं, बस यही सोचती रहती हूं", language: "hi" })
    ).json<ChatResponse>();
    expect(hi.response).toMatch(/^आपका मन भी[^\n]*14416/);
    expect(hi.response).toMatch(/[\u0900-\u097F]/);
    // Another sign's "call today" stays, and the lines follow it.
    const itch = (
      await ask(t, {
        message: "itchy palms and soles at 34 weeks, and crying most days for three weeks",
      })
    ).json<ChatResponse>();
    expect(itch.triage).toBe("urgent");
    expect(itch.response).toMatch(/^Please call your doctor or midwife today[^\n]*14416/);
    const heartburn = (
      await ask(t, { message: "heartburn every night at 30 weeks, what helps?" })
    ).json<ChatResponse>();
    expect(heartburn.response).not.toMatch(/How you feel matters/);
  });

  it("says when the born baby needs a doctor, without calling it her emergency", async () => {
    t = await createTestApp(engine);
    const fever = (
      await ask(t, { message: "my baby has a temp of 100.9 tonight, she's 7 weeks old" })
    ).json<ChatResponse>();
    expect(fever.triage).toBe("none");
    expect(fever.response).toMatch(/^About your baby: a baby under 3 months [^\n]*100\.4 °F/);
    expect(fever.response).toMatch(/911/);
    const hi = (
      await ask(t, { message: "बेटे को 101 बुखार है, 6 हफ्ते का है", language: "hi" })
    ).json<ChatResponse>();
    expect(hi.triage).toBe("none");
    expect(hi.response).toMatch(/^आपके बच्चे के बारे में: [^\n]*108/);
    // Not the library's answer on fever in pregnancy, which is hers: an honest "no answer".
    expect(hi.response).not.toMatch(/पैरासिटामोल/);
    expect(hi.response).toMatch(/जाँचा हुआ जवाब अभी साथी के पास नहीं है/);
    // Her own emergency comes first and alone; a rash on his cheek gets no such lead.
    const hers = (
      await ask(t, { message: "baby has jaundice and I am bleeding heavily with clots, 5 days pp" })
    ).json<ChatResponse>();
    expect(hers.triage).toBe("emergency");
    expect(hers.response).not.toMatch(/About your baby/);
    const rash = (
      await ask(t, { message: "my baby's cheek has a dry red patch, 4 months, is it eczema?" })
    ).json<ChatResponse>();
    expect(rash.response).not.toMatch(/About your baby/);
  });

  it("meets danger signs first, in the user's language, with the numbers", async () => {
    t = await createTestApp(engine);
    const en = (await ask(t, { message: "I'm 30 weeks and bleeding a lot" })).json<ChatResponse>();
    expect(en).toMatchObject({ triage: "emergency", mode: "library" });
    expect(en.response).toMatch(/108/);
    expect(en.response).toMatch(/911/);
    expect(en.sources.length).toBeGreaterThan(0);
    const hi = (
      await ask(t, { message: "बच्चा सुबह से हिल नहीं रहा, 34 हफ़्ते", language: "hi" })
    ).json<ChatResponse>();
    expect(hi.triage).toBe("emergency");
    expect(hi.response).toMatch(/अभी/);
    expect(hi.response).toMatch(/108/);
    const harm = (await ask(t, { message: "I want to end my life" })).json<ChatResponse>();
    expect(harm.response).toMatch(/14416/);
    expect(harm.response).toMatch(/988/);
  });

  it("answers a question about a named medicine from the medication knowledge base", async () => {
    t = await createTestApp(engine);
    const en = (await ask(t, { message: "Can I take Combiflam?" })).json<ChatResponse>();
    expect(en.response).toMatch(/^Ibuprofen \+ paracetamol — not recommended\./);
    expect(en.response).toMatch(/20 weeks/);
    expect(en.sources.map((s) => s.title).join(" ")).toMatch(/NSAID|ibuprofen/i);
    const hi = (
      await ask(t, { message: "combiflam le sakti hu kya", language: "hi" })
    ).json<ChatResponse>();
    expect(hi.response).toMatch(/ — सलाह नहीं दी जाती। /);
  });

  it("answers everyday questions from the library with sources, and says when it does not know", async () => {
    t = await createTestApp(engine);
    const res = (
      await ask(t, { message: "How do I install the Saathi app on my phone?" })
    ).json<ChatResponse>();
    expect(res).toMatchObject({ triage: "none", mode: "library" });
    expect(res.sources.length).toBeGreaterThan(0);
    const hi = (
      await ask(t, { message: "लेबर पेन कब शुरू होता है?", language: "hi" })
    ).json<ChatResponse>();
    expect(hi.response).toMatch(/[\u0900-\u097F]/);
    expect(hi.sources.length).toBeGreaterThan(0);
    const unknown = (
      await ask(t, { message: "What is the capital of Mongolia?" })
    ).json<ChatResponse>();
    expect(unknown.response).toMatch(/no reviewed answer/);
    expect(unknown.response).toMatch(/doctor/);
    expect(unknown.sources.map((s) => s.url)).toContain("/faqs");
    // An unanswered question that sounds urgent also gets the numbers to call.
    const urgent = (await ask(t, { message: "my scar is red and oozing" })).json<ChatResponse>();
    expect(urgent).toMatchObject({ triage: "urgent", mode: "library" });
    expect(urgent.response).toMatch(/no reviewed answer/);
    expect(urgent.response).toMatch(/108/);
    expect(urgent.sources.map((s) => s.url)).toContain("/faqs");
    // One the library covers gets "call today", then its answer (falls from a two-wheeler).
    const scooter = (
      await ask(t, { message: "I fell off my scooter this morning" })
    ).json<ChatResponse>();
    expect(scooter.triage).toBe("urgent");
    expect(scooter.response).toMatch(/^Please call your doctor or midwife today/);
    expect(scooter.response).toMatch(/two-wheeler/);
    // A slip or a fall gets what to watch for after it, and the numbers if someone hurt her.
    const slip = (
      await ask(t, { message: "मैं गिर गई, क्या बच्चा ठीक होगा?", language: "hi" })
    ).json<ChatResponse>();
    expect(slip.triage).toBe("urgent");
    expect(slip.response).toMatch(/आँवल \(प्लेसेंटा\)/);
    expect(slip.response).toMatch(/181/);
    const bite = (
      await ask(t, { message: "गली के कुत्ते ने काट लिया है", language: "hi" })
    ).json<ChatResponse>();
    expect(bite.triage).toBe("urgent");
    expect(bite.response).toMatch(/आज ही अस्पताल या एंटी-रेबीज़ क्लिनिक/);
    const mars = (
      await ask(t, { message: "मंगल ग्रह पर कितने चाँद हैं?", language: "hi" })
    ).json<ChatResponse>();
    expect(mars.response).toMatch(/जाँचा हुआ जवाब अभी साथी के पास नहीं/);
    expect(mars.response).not.toMatch(/108/);
    expect(mars.sources[0]?.title).toMatch(/अक्सर पूछे/);
  });

  it("puts 'call your doctor today' before the answer for urgent signs", async () => {
    t = await createTestApp(engine);
    const res = (await ask(t, { message: "it burns when I pee" })).json<ChatResponse>();
    expect(res.triage).toBe("urgent");
    expect(res.response).toMatch(/^Please call your doctor or midwife today/);
  });

  it("reads a message that gives no week with her saved week (bleeding from 20 weeks is now)", async () => {
    t = await createTestApp(engine);
    const spotting = "brown spotting today";
    // Not knowing her week, spotting is a call today; at 30 weeks any bleeding is now.
    expect((await ask(t, { message: spotting })).json<ChatResponse>().triage).toBe("urgent");
    const device = (
      await ask(t, { message: "थोड़ी स्पॉटिंग हुई है", language: "hi", stage: { week: 30 } })
    ).json<ChatResponse>();
    expect(device.triage).toBe("emergency");
    expect(device.response).toMatch(/108/);
    // Why, in words that fit a little spotting, not only heavy bleeding.
    expect(device.response).toMatch(/20 हफ़्ते के बाद थोड़ी भी ब्लीडिंग/);
    expect(
      (await ask(t, { message: spotting, stage: { week: 8 } })).json<ChatResponse>().triage,
    ).toBe("urgent");
    // Signed in, the account's pregnancy is hers, whatever the device says.
    const { cookie } = await signUpAndIn(t.app);
    const setWeek = (week: number) =>
      post(
        t.app,
        "/api/pregnancy/update-with-development",
        { stageType: "week", stageValue: week },
        cookie,
      );
    await setWeek(30);
    const saved = await ask(t, { message: spotting, stage: { week: 8 } }, cookie);
    expect(saved.json<ChatResponse>().triage).toBe("emergency");
    await setWeek(8);
    expect((await ask(t, { message: spotting }, cookie)).json<ChatResponse>().triage).toBe(
      "urgent",
    );
    // What she writes wins over what is saved.
    const written = await ask(t, { message: "brown spotting today, 31 weeks" }, cookie);
    expect(written.json<ChatResponse>().triage).toBe("emergency");
    // A stage that is not one is refused, in JSON.
    for (const stage of [{ week: 0 }, { week: "30" }, { week: 30, due: "x" }, "30"]) {
      const res = await ask(t, { message: spotting, stage });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
  });

  it("counts her saved week from her own calendar day, not the server's, within a day of it", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    await post(
      t.app,
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 20 },
      cookie,
    );
    const utc = new Date().toISOString().slice(0, 10);
    const level = async (today: unknown) =>
      (await ask(t, { message: "brown spotting", today }, cookie)).json<ChatResponse>().triage;
    // Week 20 began on the server's day: from 20 weeks any bleeding is now, at 19 today.
    expect(await level(utc)).toBe("emergency");
    expect(await level(addDays(utc, -1))).toBe("urgent");
    // A day further off is no one's today, and junk is not a day: the server's day counts.
    expect(await level(addDays(utc, -5))).toBe("emergency");
    expect(await level("yesterday")).toBe("emergency");
  });

  it("reads the device's stage when her saved pregnancy cannot be read, and logs no words of hers", async () => {
    let logs = "";
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    t = await createTestApp(engine, { env: { LOG_LEVEL: "trace" }, logStream });
    const { cookie } = await signUpAndIn(t.app);
    await t.database.db.execute(sql`ALTER TABLE pregnancies RENAME TO pregnancies_gone`);
    const message = "थोड़ी स्पॉटिंग हुई है";
    const res = await ask(t, { message, language: "hi", stage: { week: 30 } }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatResponse>().triage).toBe("emergency");
    expect(logs).toMatch(/pregnancy not read for triage/);
    expect(logs).not.toContain(message);
    expect(logs).not.toMatch(/स्पॉटिंग/);
  });

  it("refuses empty, blank and over-long messages", async () => {
    t = await createTestApp(engine);
    for (const message of ["", "   ", "x".repeat(2001)]) {
      const res = await ask(t, { message });
      expect(res.statusCode).toBe(400);
    }
  });

  it("keeps a signed-in user's conversation until they delete it", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    await ask(t, { message: "When does labour start?" }, cookie);
    const history = await get(t.app, "/api/chat/history", cookie);
    expect(history.json<{ messages: { role: string }[] }>().messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
    ]);
    expect((await get(t.app, "/api/chat/history")).statusCode).toBe(401);
    await t.app.inject({ method: "DELETE", url: "/api/chat/history", headers: { cookie } });
    expect((await get(t.app, "/api/chat/history", cookie)).json()).toEqual({ messages: [] });
  });
});
