import type { User } from "../../../contracts/auth.ts";
import { toLanguage, type Language } from "../../../domain/language.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { EMERGENCY_TEXTS } from "../../../contracts/emergency.ts";
import { sessions } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { addressOf, type RateLimiter } from "../../plugins/rate-limiter.ts";
import type { MailService } from "../mail/mail.service.ts";
import { createAuthRepository, type TokenPurpose, type UserRow } from "./auth.repository.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSessionCache } from "./session-cache.ts";
import { hashToken, newToken } from "./tokens.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Verification links work for 24 h, reset links for 1 h (issue 3). */
const LINK_TTL: Record<TokenPurpose, number> = { "verify-email": DAY, "reset-password": HOUR };
export const SESSION_TTL_MS = 30 * DAY;
/** The database channel on which instances announce sign-outs and account changes. */
const SESSIONS_CHANNEL = "saathi_sessions";
/** A session is extended (sliding expiry) at most once a day, not on every request. */
const SESSION_REFRESH_MS = DAY;
/**
 * Password guesses: ten per account, and a generous ceiling per address, since many users
 * share one public address behind a carrier's NAT (DESIGN.md §4). A locked account is not
 * locked out: a reset link by email proves it is hers and lifts the lock.
 */
export const SIGNIN_PER_ACCOUNT = { max: 10, windowMs: 15 * 60 * 1000 };
export const SIGNIN_PER_ADDRESS = { max: 100, windowMs: 15 * 60 * 1000 };
/** Sign-ups per address an hour: a whole carrier network may share one. */
export const REGISTRATIONS = { max: 30, windowMs: 60 * 60 * 1000 };

/** What sign-up answers when an email must be confirmed, whether or not it was new. */
const CHECK_YOUR_EMAIL = {
  success: true,
  message: "Account created. Please check your email to verify your account.",
  user: null,
  requiresVerification: true,
};

export const MESSAGES = {
  emailTaken: "An account with this email already exists.",
  usernameTaken: "This username already exists.",
  invalidCredentials: "Invalid credentials",
  verifyFirst: "Please verify your email before signing in.",
  accountLocked:
    "Too many attempts on this account. Please wait 15 minutes, or reset your password by email to sign in now.",
} as const;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    pregnancyStatus: row.pregnancyStatus === "expecting" ? "expecting" : "exploring",
    pregnancyWeek: row.pregnancyWeek,
    preferredLanguage: toLanguage(row.preferredLanguage),
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function recipientOf(user: UserRow) {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    language: toLanguage(user.preferredLanguage),
  };
}

/** Sign-up, sign-in, sessions. Email-link flows are in auth-links.service.ts. */
export function createAuthService(deps: {
  db: Database;
  mail: MailService;
  limiter: RateLimiter;
  sessionCacheMs: number;
  /** How instances tell each other of sign-outs (the database's messages). */
  messages?: Pick<DatabaseHandle, "notify" | "listen">;
  /** The week she gave when signing up starts her pregnancy (the pregnancy module's service). */
  startPregnancy?: (userId: string, week: number) => Promise<unknown>;
  /** Emergency mode: new accounts are refused (503) while sign-in keeps working. */
  signUpsPaused?: () => Promise<boolean>;
}) {
  const cache = createSessionCache(deps.sessionCacheMs);
  const base = createAuthRepository(deps.db);
  /** "*": forget every session; otherwise one token's hash. */
  const forget = (what: string) => (what === "*" ? cache.clear() : cache.delete(what));
  const everywhere = async (what: string) => {
    forget(what);
    await deps.messages?.notify(SESSIONS_CHANNEL, what).catch(() => undefined);
  };
  // Every write to users or sessions empties the session cache, here and on every other
  // instance (see session-cache.ts).
  const repo: typeof base = {
    ...base,
    updateUser: (...args) => base.updateUser(...args).finally(() => everywhere("*")),
    deleteUser: (...args) => base.deleteUser(...args).finally(() => everywhere("*")),
    deleteSessionsOfUser: (...args) =>
      base.deleteSessionsOfUser(...args).finally(() => everywhere("*")),
    deleteSession: (tokenHash) =>
      base.deleteSession(tokenHash).finally(() => everywhere(tokenHash)),
  };

  async function startSession(userId: string): Promise<NewSession> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await repo.createSession(hashToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  /** A fresh single-use link; any earlier link of the same purpose stops working. */
  async function issueLink(userId: string, purpose: TokenPurpose): Promise<string> {
    const token = newToken();
    await repo.replaceToken(
      userId,
      purpose,
      hashToken(token),
      new Date(Date.now() + LINK_TTL[purpose]),
    );
    return `${deps.mail.appOrigin}/${purpose}?token=${token}`;
  }

  async function assertFree(email: string, username: string): Promise<void> {
    if (await repo.findUserByEmail(email)) throw new AppError(409, "CONFLICT", MESSAGES.emailTaken);
    if (await repo.usernameTaken(username))
      throw new AppError(409, "CONFLICT", MESSAGES.usernameTaken);
  }

  return {
    /** Hears other instances' changes; until it does, and whenever it cannot, no caching. */
    async listen(): Promise<() => Promise<void>> {
      if (!deps.messages) return async () => undefined;
      cache.trust(false);
      return deps.messages.listen(SESSIONS_CHANNEL, forget, (heard) => cache.trust(heard));
    },
    repo,
    startSession,
    issueLink,

    async register(
      input: {
        email: string;
        username: string;
        password: string;
        firstName: string;
        lastName: string;
        pregnancyStatus: "expecting" | "exploring";
        pregnancyWeek?: number | undefined;
        preferredLanguage?: Language | undefined;
      },
      ip: string,
    ) {
      if (await deps.signUpsPaused?.()) throw signUpsPaused(input.preferredLanguage);
      await deps.limiter.consume([`register:ip:${addressOf(ip)}`], REGISTRATIONS);
      const email = normaliseEmail(input.email);
      const verify = deps.mail.requiresVerification;
      // With mail, an address already signed up gets the same answer as a new one, and its
      // owner an email (issue 11): sign-up does not tell strangers who has an account.
      const owner = verify ? await repo.findUserByEmail(email) : undefined;
      if (owner) {
        await hashPassword(input.password); // the same time as a real sign-up
        deps.mail.send("account-exists", recipientOf(owner));
        return { response: CHECK_YOUR_EMAIL, session: null };
      }
      await assertFree(email, input.username);
      let user: UserRow;
      try {
        user = await repo.insertUser({
          email,
          username: input.username,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          pregnancyStatus: input.pregnancyStatus,
          pregnancyWeek:
            input.pregnancyStatus === "expecting" ? (input.pregnancyWeek ?? null) : null,
          preferredLanguage: input.preferredLanguage ?? "en",
          emailVerifiedAt: verify ? null : new Date(),
        });
      } catch (error) {
        // Two sign-ups racing for the same email or username: the unique index decides.
        if ((error as { code?: string }).code === "23505") await assertFree(email, input.username);
        throw error;
      }
      if (input.pregnancyStatus === "expecting" && input.pregnancyWeek) {
        await deps.startPregnancy?.(user.id, input.pregnancyWeek);
      }
      if (verify) {
        deps.mail.send("verification", recipientOf(user), await issueLink(user.id, "verify-email"));
        return { response: CHECK_YOUR_EMAIL, session: null };
      }
      deps.mail.send("welcome", recipientOf(user));
      return {
        response: {
          success: true,
          message: "Account created.",
          user: toPublicUser(user),
          requiresVerification: false,
        },
        session: await startSession(user.id),
      };
    },

    async signIn(input: { email: string; password: string }, ip: string) {
      const email = normaliseEmail(input.email);
      const accountKey = `signin:account:${email}`;
      const addressKey = `signin:ip:${addressOf(ip)}`;
      // Every attempt is counted before the password is checked (issue 11).
      await deps.limiter.consume([accountKey], SIGNIN_PER_ACCOUNT, MESSAGES.accountLocked);
      await deps.limiter.consume([addressKey], SIGNIN_PER_ADDRESS);
      const user = await repo.findUserByEmail(email);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
        throw new AppError(401, "UNAUTHORIZED", MESSAGES.invalidCredentials);
      }
      await deps.limiter.reset(accountKey);
      await deps.limiter.refund(addressKey);
      if (deps.mail.requiresVerification && user.emailVerifiedAt === null) {
        return {
          status: 403 as const,
          response: {
            success: false,
            message: MESSAGES.verifyFirst,
            user: null,
            requiresVerification: true,
          },
          session: null,
        };
      }
      return {
        status: 200 as const,
        response: {
          success: true,
          message: "Signed in.",
          user: toPublicUser(user),
          requiresVerification: false,
        },
        session: await startSession(user.id),
      };
    },

    /** Emergency mode: every user is signed out, on every instance. */
    async signOutEveryone(): Promise<number> {
      const gone = await deps.db.delete(sessions).returning({ id: sessions.tokenHash });
      await everywhere("*");
      return gone.length;
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(hashToken(token));
    },

    /** The signed-in user for a cookie token; a session used after a day is extended. */
    async resolveSession(
      token: string,
    ): Promise<{ user: UserRow; extendedUntil: Date | null } | null> {
      const tokenHash = hashToken(token);
      const found = cache.get(tokenHash) ?? (await repo.findSession(tokenHash));
      if (!found) return null;
      if (Date.now() - found.refreshedAt.getTime() < SESSION_REFRESH_MS) {
        cache.set(tokenHash, found);
        return { user: found.user, extendedUntil: null };
      }
      const extendedUntil = new Date(Date.now() + SESSION_TTL_MS);
      await repo.refreshSession(tokenHash, extendedUntil);
      cache.set(tokenHash, { user: found.user, refreshedAt: new Date(), expiresAt: extendedUntil });
      return { user: found.user, extendedUntil };
    },

    async checkPassword(user: UserRow, password: string): Promise<boolean> {
      return verifyPassword(user.passwordHash, password);
    },

    async updateProfile(
      userId: string,
      patch: {
        firstName: string;
        lastName: string;
        pregnancyStatus: "expecting" | "exploring";
        pregnancyWeek?: number | null | undefined;
        preferredLanguage: Language;
      },
    ): Promise<UserRow | undefined> {
      return repo.updateUser(userId, {
        ...patch,
        pregnancyWeek: patch.pregnancyStatus === "expecting" ? (patch.pregnancyWeek ?? null) : null,
      });
    },

    listSessions: (userId: string) => repo.listSessionsOfUser(userId),
    findUser: (userId: string) => repo.findUserById(userId),

    /** Deletes the user; sessions and email tokens go with it (foreign keys cascade). */
    async deleteAccount(user: UserRow): Promise<void> {
      await repo.deleteUser(user.id);
      await deps.limiter.reset(`signin:account:${user.email}`);
      await deps.limiter.reset(`mail:address:${user.email}`);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** In her language when the form says it; both languages otherwise. */
function signUpsPaused(language: Language | undefined): AppError {
  const { en, hi } = EMERGENCY_TEXTS.signUpsPaused;
  const message = language ? EMERGENCY_TEXTS.signUpsPaused[language] : `${en}\n${hi}`;
  return new AppError(503, "UNAVAILABLE", message);
}
