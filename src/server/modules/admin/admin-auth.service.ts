import { ADMIN_TEXTS, type AdminLogin } from "../../../contracts/admin.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { addressOf, type RateLimiter } from "../../plugins/rate-limiter.ts";
import { normaliseEmail } from "../auth/auth.service.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { createAdminRepository, type AdminRow } from "./admin.repository.ts";
import { totpStep } from "./totp.ts";

const MINUTE = 60_000;
/** Admin sessions are short (DESIGN.md §4): 8 hours at most, 30 minutes idle. */
export const ADMIN_SESSION_ABSOLUTE_MS = 8 * 60 * MINUTE;
export const ADMIN_SESSION_IDLE_MS = 30 * MINUTE;
/** last_seen_at is written at most once a minute: the idle clock needs no finer grain. */
const TOUCH_MS = MINUTE;
/**
 * Login failures: 5 per account and 20 per address in 15 minutes, then 429 with
 * Retry-After. Admins are few; an address limit this low only slows a guesser down.
 */
export const ADMIN_LOGIN_PER_ACCOUNT = { max: 5, windowMs: 15 * MINUTE };
export const ADMIN_LOGIN_PER_ADDRESS = { max: 20, windowMs: 15 * MINUTE };
/** Protection code and current-password checks: 5 wrong in 15 minutes per admin. */
export const ADMIN_SECRET_ATTEMPTS = { max: 5, windowMs: 15 * MINUTE };

export interface AdminSession {
  token: string;
  expiresAt: Date;
}

/**
 * Admin sign-in, sessions and the protection code. `now` is the clock (tests move it
 * instead of sleeping through 30 minutes).
 */
export function createAdminAuthService(deps: {
  db: Database;
  limiter: RateLimiter;
  now?: () => Date;
}) {
  const repo = createAdminRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const audit = (admin: AdminRow | null, action: string, ip: string, target?: string) =>
    repo.audit({ adminId: admin?.id ?? null, action, target: target ?? null, address: ip });

  async function startSession(admin: AdminRow): Promise<AdminSession> {
    const token = newToken();
    const at = now();
    // Admins are few and log in rarely: each login sweeps away sessions that have ended.
    await repo.deleteExpiredSessions(
      new Date(at.getTime() - ADMIN_SESSION_IDLE_MS),
      new Date(at.getTime() - ADMIN_SESSION_ABSOLUTE_MS),
    );
    await repo.createSession(hashToken(token), admin.id, at);
    return { token, expiresAt: new Date(at.getTime() + ADMIN_SESSION_ABSOLUTE_MS) };
  }

  /** Counts an attempt at a secret of this admin's; 429 once over the limit. */
  async function attempt(admin: AdminRow, ip: string, kind: string, message: string) {
    try {
      await deps.limiter.consume([`admin-secret:${admin.id}`], ADMIN_SECRET_ATTEMPTS, message);
    } catch (error) {
      await audit(admin, `${kind}-locked`, ip);
      throw error;
    }
  }

  return {
    repo,
    audit,

    /**
     * Both login calls (001 §7) run this: the same limits, the same answer for an unknown
     * email, a wrong password, a disabled admin or a missing second factor.
     */
    async login(
      input: AdminLogin,
      ip: string,
    ): Promise<{ admin: AdminRow; session: AdminSession }> {
      const email = normaliseEmail(input.username);
      const accountKey = `admin-login:account:${email}`;
      const addressKey = `admin-login:ip:${addressOf(ip)}`;
      try {
        await deps.limiter.consume(
          [accountKey],
          ADMIN_LOGIN_PER_ACCOUNT,
          ADMIN_TEXTS.tooManyLogins,
        );
        await deps.limiter.consume(
          [addressKey],
          ADMIN_LOGIN_PER_ADDRESS,
          ADMIN_TEXTS.tooManyLogins,
        );
      } catch (error) {
        await audit(null, "login-locked", ip, email);
        throw error;
      }
      const found = await repo.findByEmail(email);
      // argon2 runs for an unknown email too (a decoy hash): the timing tells nothing.
      const passwordOk = await verifyPassword(found?.passwordHash, input.password);
      const admin = passwordOk && found && !found.disabled ? found : null;
      if (!admin) {
        await audit(found ?? null, "login-failed", ip, email);
        throw new AppError(401, "UNAUTHORIZED", ADMIN_TEXTS.invalidCredentials);
      }
      if (admin.totpSecret) {
        const step = input.totp ? totpStep(admin.totpSecret, input.totp, now()) : null;
        if (step === null || !(await repo.useTotpStep(admin.id, step))) {
          await audit(admin, "login-failed", ip, input.totp ? "totp" : "totp-missing");
          throw new AppError(401, "UNAUTHORIZED", ADMIN_TEXTS.totpRequired);
        }
      }
      await deps.limiter.reset(accountKey);
      await deps.limiter.refund(addressKey);
      await audit(admin, "login", ip);
      return { admin, session: await startSession(admin) };
    },

    /** The admin of a cookie's token; an expired, idle or disabled one is deleted. */
    async resolve(token: string): Promise<AdminRow | null> {
      const tokenHash = hashToken(token);
      const found = await repo.findSession(tokenHash);
      if (!found) return null;
      const at = now().getTime();
      const { session, admin } = found;
      if (
        admin.disabled ||
        at - session.createdAt.getTime() >= ADMIN_SESSION_ABSOLUTE_MS ||
        at - session.lastSeenAt.getTime() >= ADMIN_SESSION_IDLE_MS
      ) {
        await repo.deleteSession(tokenHash);
        return null;
      }
      if (at - session.lastSeenAt.getTime() >= TOUCH_MS) await repo.touchSession(tokenHash, now());
      return admin;
    },

    async logout(admin: AdminRow, token: string, ip: string): Promise<void> {
      await repo.deleteSession(hashToken(token));
      await audit(admin, "logout", ip);
    },

    /** Every session of hers ends (001 §7 reset-password); this browser gets a new one. */
    async changePassword(
      admin: AdminRow,
      input: { currentPassword: string; newPassword: string },
      ip: string,
    ): Promise<AdminSession> {
      await attempt(admin, ip, "password-change", ADMIN_TEXTS.tooManyPasswords);
      if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
        await audit(admin, "password-change-failed", ip);
        throw new AppError(400, "BAD_REQUEST", ADMIN_TEXTS.currentPasswordWrong);
      }
      await deps.limiter.reset(`admin-secret:${admin.id}`);
      await repo.update(admin.id, { passwordHash: await hashPassword(input.newPassword) });
      await repo.deleteSessionsOf(admin.id);
      await audit(admin, "password-change", ip);
      return startSession(admin);
    },

    /** For every critical operation (deleting an account, emergency switches) too. */
    async checkProtectionCode(admin: AdminRow, code: string, ip: string): Promise<boolean> {
      await attempt(admin, ip, "protection-code", ADMIN_TEXTS.tooManyCodes);
      const valid = await verifyPassword(admin.protectionCodeHash, code);
      if (valid) await deps.limiter.reset(`admin-secret:${admin.id}`);
      await audit(admin, valid ? "protection-code-valid" : "protection-code-invalid", ip);
      return valid;
    },

    async changeProtectionCode(
      admin: AdminRow,
      input: { currentCode: string; newCode: string },
      ip: string,
    ): Promise<void> {
      await attempt(admin, ip, "protection-code", ADMIN_TEXTS.tooManyCodes);
      if (!(await verifyPassword(admin.protectionCodeHash, input.currentCode))) {
        await audit(admin, "protection-code-change-failed", ip);
        throw new AppError(400, "BAD_REQUEST", ADMIN_TEXTS.currentCodeWrong);
      }
      await deps.limiter.reset(`admin-secret:${admin.id}`);
      await repo.update(admin.id, { protectionCodeHash: await hashPassword(input.newCode) });
      await audit(admin, "protection-code-change", ip);
    },
  };
}
export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
