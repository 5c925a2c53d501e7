import { describe, expect, it } from "vitest";
import { lazyOpenAI } from "./openai-client.ts";

describe("the lazily loaded model client", () => {
  const options = { baseUrl: "http://127.0.0.1:9/v1", apiKey: "test", timeoutMs: 1000 };

  it("loads the SDK once, on first use", async () => {
    let loads = 0;
    const client = lazyOpenAI(options, () => {
      loads++;
      return import("openai");
    });
    expect(loads).toBe(0);
    const first = await client();
    expect(await client()).toBe(first);
    expect(loads).toBe(1);
    expect(first.baseURL).toBe(options.baseUrl);
  });

  it("tries again after a failed load instead of failing for good", async () => {
    let loads = 0;
    const client = lazyOpenAI(options, () =>
      ++loads === 1 ? Promise.reject(new Error("EMFILE")) : import("openai"),
    );
    await expect(client()).rejects.toThrow("EMFILE");
    expect((await client()).baseURL).toBe(options.baseUrl);
    expect(loads).toBe(2);
  });
});
