import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { createRateLimiter, databaseCounters } from "../../plugins/rate-limiter.ts";
import { createAdminAuthService } from "./admin-auth.service.ts";

/**
 * `npm run admin` as an operator runs it (issue 16 part 1): a child process on a fresh
 * PGlite folder, secrets from the environment because stdin is not a terminal.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-admin-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ["scripts/admin.mjs", ...args],
      { env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env }, timeout: 60_000 },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
    child.stdin?.end();
  });
}
const secrets = (password: string, code = "741852") => ({
  SAATHI_ADMIN_PASSWORD: password,
  SAATHI_ADMIN_PROTECTION_CODE: code,
});

describe("the admin CLI", () => {
  it("creates, lists, resets and disables admins; refuses bad input and a running server", async () => {
    const created = await admin(
      ["create", "--email", "Ops@Example.com"],
      secrets("first long secret"),
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toMatch(/Admin ops@example.com created/);

    const again = await admin(
      ["create", "--email", "ops@example.com"],
      secrets("first long secret"),
    );
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists/);
    const short = await admin(["create", "--email", "b@example.com"], secrets("short"));
    expect(short.err).toMatch(/at least 8 characters/);
    const shortCode = await admin(
      ["create", "--email", "b@example.com"],
      secrets("long enough pw", "123"),
    );
    expect(shortCode.err).toMatch(/protection code must be at least 6/);
    const noSecret = await admin(["create", "--email", "b@example.com"]);
    expect(noSecret.err).toMatch(/set SAATHI_ADMIN_PASSWORD/);

    expect(
      (await admin(["reset-password", "ops@example.com"], secrets("second long secret"))).code,
    ).toBe(0);
    const listed = await admin(["list"]);
    expect(listed.out.trim().split("\n")).toEqual([
      expect.stringMatching(/^ops@example.com\tactive\tno-totp\t/),
    ]);

    // The server holds the folder: the CLI says so and touches nothing.
    writeFileSync(path.join(dataDir, "saathi.lock"), String(process.pid));
    const locked = await admin(["list"]);
    rmSync(path.join(dataDir, "saathi.lock"));
    expect(locked.code).toBe(1);
    expect(locked.err).toMatch(/already in use[\s\S]*Stop the server first/);

    // What it stored is what the server checks: the new password, argon2id, no other.
    const database = await openDatabase({ dataDir });
    try {
      const auth = createAdminAuthService({
        db: database.db,
        limiter: createRateLimiter(databaseCounters(database.db)),
      });
      const { admins } = await import("../../db/schema/index.ts");
      const [row] = await database.db.select().from(admins);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.protectionCodeHash).toMatch(/^\$argon2id\$/);
      await expect(
        auth.login({ username: "ops@example.com", password: "first long secret" }, "::1"),
      ).rejects.toThrow();
      await expect(
        auth.login({ username: "ops@example.com", password: "second long secret" }, "::1"),
      ).resolves.toBeDefined();
    } finally {
      await database.close();
    }

    // A second factor, and off again when her phone is lost.
    expect((await admin(["totp", "ops@example.com"])).out).toMatch(/^otpauth:\/\/totp\//);
    expect((await admin(["list"])).out).toMatch(/^ops@example.com\tactive\ttotp\t/);
    expect((await admin(["totp-off", "ops@example.com"])).out).toMatch(/Second factor .* removed/);
    expect((await admin(["list"])).out).toMatch(/^ops@example.com\tactive\tno-totp\t/);
    expect((await admin(["totp-off", "ops@example.com"])).err).toMatch(/has no second factor/);

    expect((await admin(["disable", "ops@example.com"])).code).toBe(0);
    expect((await admin(["list"])).out).toMatch(/^ops@example.com\tdisabled/);
    const unknown = await admin(["disable", "nobody@example.com"]);
    expect(unknown.err).toMatch(/No admin has the email/);
  }, 240_000);
});
