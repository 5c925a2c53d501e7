import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, signUpAndIn } from "./testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

/** Issue 11 item 15: what a browser or a proxy may keep, and what Node answers on its own. */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp("pglite");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** A raw HTTP exchange over a real socket: what Node itself answers, before the app. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("HTTP edges", () => {
  it("marks personal answers no-store; public week content may be cached", async () => {
    const { cookie } = await signUpAndIn(t.app);
    for (const url of [
      "/api/auth/me",
      "/api/pregnancy",
      "/api/account/export",
      "/api/chat/history",
    ])
      expect((await get(t.app, url, cookie)).headers["cache-control"], url).toBe("no-store");
    expect((await get(t.app, "/api/baby-development/7")).headers["cache-control"]).toMatch(
      /public/,
    );
  });

  it("answers a header too large, or a request Node cannot parse, in the JSON error shape", async () => {
    const huge = await raw(
      `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Junk: ${"a".repeat(100_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/X-Content-Type-Options: nosniff/i);
    expect(JSON.parse(huge.slice(huge.indexOf("\r\n\r\n") + 4))).toMatchObject({
      code: "BAD_REQUEST",
    });
    const garbled = await raw("HELLO THERE\r\n\r\n");
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbled).toMatch(/"code":"BAD_REQUEST"/);
  });
});
