// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, getQueryFn, throwIfResNotOk } from "./api.ts";
import { createQueryClient } from "./query-client.ts";

/** A real HTTP server, so the request layer is tested over the wire. */
let server: Server;
let base: string;
let last: { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      last = { method: req.method, url: req.url, headers: req.headers, body };
      const respond = (status: number, text: string, statusMessage?: string) => {
        res.statusCode = status;
        if (statusMessage) res.statusMessage = statusMessage;
        res.setHeader("content-type", "application/json");
        res.end(text);
      };
      if (req.url === "/api/me-401") return respond(401, '{"message":"Not signed in"}');
      if (req.url === "/api/empty-500") return respond(500, "", "Internal Server Error");
      if (req.url === "/api/bad") return respond(400, '{"message":"Email is required"}');
      respond(200, JSON.stringify({ ok: true, echo: body ? (JSON.parse(body) as unknown) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const run = <T>(fn: ReturnType<typeof getQueryFn<T>>, path: string) =>
  fn({
    queryKey: [`${base}${path}`],
    signal: new AbortController().signal,
    meta: undefined,
    client: new QueryClient(),
  });

describe("request layer (000 §7)", () => {
  it("the default query GETs the path in the key, asking for JSON", async () => {
    const data = await run(getQueryFn<{ ok: boolean }>({ on401: "throw" }), "/api/thing");
    expect(data).toEqual({ ok: true, echo: null });
    expect(last.method).toBe("GET");
    expect(last.url).toBe("/api/thing");
    expect(last.headers.accept).toBe("application/json");
  });

  it("a 401 is 'no data' for default queries, an error otherwise", async () => {
    expect(await run(getQueryFn({ on401: "returnNull" }), "/api/me-401")).toBeNull();
    await expect(run(getQueryFn({ on401: "throw" }), "/api/me-401")).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });

  it("errors read 'status: body', or the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${base}/api/bad`)).rejects.toThrow(
      '400: {"message":"Email is required"}',
    );
    await expect(apiRequest("GET", `${base}/api/empty-500`)).rejects.toThrow(
      "500: Internal Server Error",
    );
    await expect(throwIfResNotOk(new Response("fine", { status: 200 }))).resolves.toBeUndefined();
  });

  it("the mutation helper sends the method and a JSON body", async () => {
    const res = await apiRequest("POST", `${base}/api/save`, { title: "Week 12" });
    expect(await res.json()).toEqual({ ok: true, echo: { title: "Week 12" } });
    expect(last.method).toBe("POST");
    expect(last.headers["content-type"]).toBe("application/json");
    const empty = await apiRequest("POST", `${base}/api/signout`);
    expect(empty.ok).toBe(true);
    expect(last.headers["content-type"]).toBeUndefined();
    expect(last.body).toBe("");
  });

  it("the query client has the spec's defaults and never retries", async () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 60_000,
      refetchOnWindowFocus: true,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });

    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: [`${base}/api/empty-500`],
        queryFn: async (ctx) => {
          calls++;
          return queries?.queryFn instanceof Function ? queries.queryFn(ctx) : null;
        },
      }),
    ).rejects.toThrow("500: Internal Server Error");
    expect(calls).toBe(1);
  });
});
