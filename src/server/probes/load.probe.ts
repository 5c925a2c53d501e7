import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newAccount } from "../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Load (issue 11 probes): 200 clients for 20 s on a realistic mix, over real sockets, with
 * ten signed-in users behind one address. No 5xx, no dropped connections, and reads (pages,
 * me, pregnancy, week content) never limited. Prints p50/p95/p99 per kind.
 */
const SECONDS = inject("probes").loadSeconds;
const CLIENTS = 200;

let t: TestApp;
let base = "";
const cookies: string[] = [];
beforeAll(async () => {
  t = await createTestApp("pglite", { webRoot: path.resolve("dist/web") });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(newAccount()),
    });
    cookies.push((res.headers.get("set-cookie") ?? "").split(";")[0] ?? "");
  }
}, 60_000);
afterAll(async () => t.close());

interface Kind {
  name: string;
  read: boolean;
  clients: number;
  send(user: number, i: number): Promise<Response>;
}
const json = (user: number, body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie: cookies[user] ?? "" },
  body: JSON.stringify(body),
});
const signedIn = (user: number): RequestInit => ({ headers: { cookie: cookies[user] ?? "" } });
const KINDS: Kind[] = [
  { name: "page", read: true, clients: 40, send: () => fetch(`${base}/dashboard`) },
  { name: "me", read: true, clients: 35, send: (u) => fetch(`${base}/api/auth/me`, signedIn(u)) },
  {
    name: "pregnancy",
    read: true,
    clients: 25,
    send: (u) => fetch(`${base}/api/pregnancy`, signedIn(u)),
  },
  {
    name: "week content",
    read: true,
    clients: 30,
    send: (_u, i) => fetch(`${base}/api/baby-development/${(i % 40) + 1}`),
  },
  {
    name: "medicine check",
    read: false,
    clients: 30,
    send: (u, i) =>
      fetch(
        `${base}/api/medication/check`,
        json(u, { medicationName: ["Crocin", "Dolo 650", "Pan D", "क्रोसिन"][i % 4] }),
      ),
  },
  {
    name: "chat",
    read: false,
    clients: 20,
    send: (u, i) =>
      fetch(
        `${base}/api/chat`,
        json(u, {
          message: ["Can I eat papaya?", "pet me dard hai", "When does labour start?"][i % 3],
        }),
      ),
  },
  {
    name: "stage update",
    read: false,
    clients: 20,
    send: (u, i) =>
      fetch(
        `${base}/api/pregnancy/update-with-development`,
        json(u, { stageType: "week", stageValue: (i % 40) + 1 }),
      ),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

describe("load", () => {
  it(
    `${CLIENTS} clients for ${SECONDS} s: no 5xx, nothing dropped, reads never limited`,
    async () => {
      expect(KINDS.reduce((n, k) => n + k.clients, 0)).toBe(CLIENTS);
      const end = Date.now() + SECONDS * 1000;
      const stats = new Map(
        KINDS.map((k) => [
          k.name,
          { ms: [] as number[], codes: new Map<number, number>(), dropped: 0 },
        ]),
      );
      await Promise.all(
        KINDS.flatMap((kind) =>
          Array.from({ length: kind.clients }, async (_, client) => {
            const s = stats.get(kind.name);
            if (!s) return;
            for (let i = client; Date.now() < end; i += kind.clients) {
              const started = performance.now();
              try {
                const res = await kind.send(client % 10, i);
                await res.arrayBuffer();
                s.ms.push(performance.now() - started);
                s.codes.set(res.status, (s.codes.get(res.status) ?? 0) + 1);
              } catch {
                s.dropped++;
              }
            }
          }),
        ),
      );
      const problems: string[] = [];
      for (const kind of KINDS) {
        const s = stats.get(kind.name);
        if (!s) continue;
        const sorted = [...s.ms].sort((a, b) => a - b);
        const codes = [...s.codes].map(([c, n]) => `${c}×${n}`).join(" ");
        console.log(
          `${kind.name.padEnd(15)} ${String(sorted.length).padStart(6)} requests  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  ${codes}${s.dropped ? `  dropped ${s.dropped}` : ""}`,
        );
        if (s.dropped) problems.push(`${kind.name}: ${s.dropped} dropped`);
        for (const [code, n] of s.codes) {
          if (code >= 500) problems.push(`${kind.name}: ${n} × ${code}`);
          if (kind.read && code === 429) problems.push(`${kind.name} (a read) limited ${n} times`);
        }
        if (!sorted.length) problems.push(`${kind.name}: no request completed`);
      }
      expect(problems).toEqual([]);
    },
    (SECONDS + 60) * 1000,
  );
});
