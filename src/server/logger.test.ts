import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions("info") as pino.LoggerOptions;
  return { log: pino(options, stream), text: () => lines.join("") };
}

describe("logs (DESIGN.md §4)", () => {
  it("never contain cookies, authorization, passwords or tokens", () => {
    const { log, text } = capture();
    log.info({
      req: { headers: { cookie: "sid=abc123", authorization: "Basic c2VjcmV0" } },
      body: { password: "hunter22", token: "tok_987" },
      config: { databaseUrl: "postgres://user:pw@db/saathi" },
    });
    const out = text();
    for (const secret of ["abc123", "c2VjcmV0", "hunter22", "tok_987", "user:pw"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("[redacted]");
  });

  it("request lines drop the query string, where links and searches carry secrets", () => {
    const { log, text } = capture();
    const serializer = (loggerOptions("info") as pino.LoggerOptions).serializers?.req as (
      r: unknown,
    ) => unknown;
    log.info({
      req: serializer({
        method: "GET",
        url: "/verify-email?token=s3cret&q=bleeding",
        ip: "1.2.3.4",
      }),
    });
    expect(text()).toContain('"url":"/verify-email"');
    expect(text()).not.toContain("s3cret");
    expect(text()).not.toContain("bleeding");
  });
});
