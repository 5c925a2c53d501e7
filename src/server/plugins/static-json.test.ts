import Fastify from "fastify";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createStaticJson, pickEncoding } from "./static-json.ts";

describe("answers the same for everyone", () => {
  it("picks brotli, else gzip, else none, as the browser allows", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0, identity")).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("BR")).toBe("br");
  });

  it("makes an answer once and sends the same bytes, compressed as asked", async () => {
    const app = Fastify();
    const answers = createStaticJson();
    let made = 0;
    const answer = { hello: "नमस्ते", items: Array.from({ length: 200 }, (_, i) => `item ${i}`) };
    app.get("/a", (request, reply) =>
      answers.send(request, reply, "a", () => {
        made++;
        return answer;
      }),
    );
    const ask = (encoding?: string) =>
      app.inject({ url: "/a", headers: encoding ? { "accept-encoding": encoding } : {} });

    const plain = await ask();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.json()).toEqual(answer);

    const br = await ask("gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);

    const gzip = await ask("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);

    expect((await ask("br")).rawPayload).toEqual(br.rawPayload);
    expect(made).toBe(1);
    await app.close();
  });
});
