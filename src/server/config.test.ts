import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("refuses production without mail unless MAIL_MODE=log says so", () => {
    expect(() => loadConfig({})).toThrow(/SMTP_URL: is required in production/);
    expect(() => loadConfig({ MAIL_MODE: "smtp" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: "smtp://mail:25" }).smtpUrl).toBe("smtp://mail:25");
    expect(loadConfig({ NODE_ENV: "development" }).isProduction).toBe(false);
  });

  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({ MAIL_MODE: "log" });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      appOrigin: "http://localhost:3000",
      logLevel: "info",
      isProduction: true,
    });
  });

  it("reads every variable it documents", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/saathi",
      DATABASE_URL: "postgres://u@db:5432/saathi",
      APP_ORIGIN: "https://saathi.example/",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      MAIL_MODE: "log",
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/saathi",
      databaseUrl: "postgres://u@db:5432/saathi",
      appOrigin: "https://saathi.example",
      logLevel: "warn",
      trustProxy: 1,
    });
  });

  it("names every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://x",
        APP_ORIGIN: "nope",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ["PORT", "LOG_LEVEL", "DATABASE_URL", "APP_ORIGIN"]) {
      expect(message).toContain(name);
    }
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", MAIL_MODE: "log" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});
