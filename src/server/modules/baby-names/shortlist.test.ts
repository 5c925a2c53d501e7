import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BabyName } from "../../../contracts/baby-names.ts";
import { babyNameShortlists } from "../../db/schema/index.ts";
import { get, post, send, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

describe.each(testEngines)("her baby-name shortlist with her account (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());
  const put = (ids: string[], cookie?: string) =>
    send(t.app, "PUT", "/api/baby-names/shortlist", cookie, { ids });

  it("keeps her list, in her order, only for her, in her export, and erases it with her", async () => {
    expect((await get(t.app, "/api/baby-names/shortlist")).statusCode).toBe(401);
    expect((await put(["tamil.kayal"])).statusCode).toBe(401);
    const her = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    expect((await get(t.app, "/api/baby-names/shortlist", her.cookie)).json()).toEqual([]);

    const picked = (
      await post(t.app, "/api/baby-names", { origin: "tamil", gender: "girl", limit: 3 })
    ).json<{ names: BabyName[] }>().names;
    const ids = picked.map((n) => n.id).reverse();
    const saved = await put([...ids, "tamil.not-a-name"], her.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (await get(t.app, "/api/baby-names/shortlist", her.cookie)).json<BabyName[]>();
    expect(list.map((n) => n.id)).toEqual(ids);
    expect(list[0]?.meaningHi).toMatch(/[\u0900-\u097f]/);
    expect((await get(t.app, "/api/baby-names/shortlist", other.cookie)).json()).toEqual([]);

    const exported = (await get(t.app, "/api/account/export", her.cookie)).json<{
      babyNameShortlist: { name: string; meaningHi: string }[];
    }>();
    expect(exported.babyNameShortlist.map((n) => n.name)).toEqual(list.map((n) => n.name));

    const bad = await put(["<script>"], her.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toBeDefined();
    expect(
      (
        await put(
          Array.from({ length: 101 }, () => "tamil.kayal"),
          her.cookie,
        )
      ).statusCode,
    ).toBe(400);

    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: her.cookie },
      payload: { password: her.account.password },
    });
    expect(gone.statusCode).toBe(200);
    // Only she had a list: after her account goes, no list is left.
    expect(await t.database.db.select().from(babyNameShortlists)).toEqual([]);
  });
});
