import { afterEach, describe, expect, it } from "vitest";
import { get } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

describe("voice configuration (000 §7, issue 5)", () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("is the browser's own speech by default, and the page may load no outside script", async () => {
    t = await createTestApp("pglite");
    const res = await get(t.app, "/api/voice/config");
    expect(res.json()).toEqual({ mode: "browser" });
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self';/);
  });

  it("with agent ids and a widget script configured, hands them out and lets only that origin in", async () => {
    t = await createTestApp("pglite", {
      env: {
        VOICE_AGENT_ID_EN: "agent-en-123",
        VOICE_AGENT_ID_HI: "agent-hi-456",
        VOICE_WIDGET_SCRIPT_URL: "https://voice.example/widget.js",
      },
    });
    const res = await get(t.app, "/api/voice/config");
    expect(res.json()).toMatchObject({
      mode: "widget",
      element: "elevenlabs-convai",
      agents: { english: { agentId: "agent-en-123" }, hindi: { agentId: "agent-hi-456" } },
    });
    expect(String(res.headers["content-security-policy"])).toMatch(
      /script-src 'self' https:\/\/voice\.example;/,
    );
  });
});
