import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "./config.ts";
import { projectRoot } from "./project-root.ts";
import { createTestApp } from "./testing/test-app.ts";

/**
 * deploy/ (the "run several instances" files) must agree with the app: no Docker engine runs
 * here, so these checks are what stands between a typo and a compose file that never starts.
 */
const deploy = (name: string) => readFileSync(path.join(projectRoot(), "deploy", name), "utf8");
const compose = parse(deploy("compose.yaml"), { merge: true }) as {
  services: Record<
    string,
    { environment?: Record<string, string>; build?: { dockerfile: string } }
  >;
};

/** Compose's own ${VAR:-default} and ${VAR:?message}, with the caller's variables. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_all, name: string, kind, rest: string) => {
      const given = vars[name];
      if (given) return given;
      if (kind === "?") throw new Error(`${name}: ${rest}`);
      return kind === "-" ? rest : "";
    },
  );
}

const apps = Object.entries(compose.services).filter(([, s]) => s.build);

describe("deploy/compose.yaml", () => {
  it("runs at least two app instances from deploy/Dockerfile", () => {
    expect(apps.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    for (const [, app] of apps) expect(app.build?.dockerfile).toBe("deploy/Dockerfile");
  });

  it("gives each instance settings the app accepts: PostgreSQL, Redis, production without mail", () => {
    for (const [, app] of apps) {
      const env = Object.fromEntries(
        Object.entries(app.environment ?? {}).map(([k, v]) => [
          k,
          interpolate(String(v), { POSTGRES_PASSWORD: "x" }),
        ]),
      );
      const config = loadConfig({ NODE_ENV: "production", ...env });
      expect(config.databaseUrl).toMatch(/@postgres:5432\//);
      expect(config.redisUrl).toBe("redis://redis:6379");
      expect(config.trustProxy).toBe(1);
    }
  });

  it("refuses to start without a database password rather than use a default one", () => {
    const [, app] = apps[0]!;
    expect(() => interpolate(String(app.environment?.DATABASE_URL), {})).toThrow(
      /POSTGRES_PASSWORD/,
    );
  });

  it("sends traffic to every instance, by readiness, on a route the app has", async () => {
    const caddy = deploy("Caddyfile");
    for (const [name] of apps) expect(caddy).toContain(`${name}:3000`);
    const uri = /health_uri (\S+)/.exec(caddy)?.[1];
    expect(uri).toBe("/api/ready");
    const t = await createTestApp("pglite");
    try {
      expect((await t.app.inject({ method: "GET", url: uri })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
