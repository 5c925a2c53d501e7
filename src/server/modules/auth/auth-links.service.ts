import type { MessageResponse } from "../../../contracts/auth.ts";
import type { ErrorCode } from "../../../contracts/errors.ts";
import { AppError } from "../../plugins/errors.ts";
import { addressOf, type RateLimiter } from "../../plugins/rate-limiter.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { TokenPurpose } from "./auth.repository.ts";
import { normaliseEmail, recipientOf, toPublicUser, type AuthService } from "./auth.service.ts";
import { hashPassword } from "./passwords.ts";
import { hashToken } from "./tokens.ts";

/** Per address a whole network may share (carrier NAT); per mailbox, three. */
export const MAIL_PER_IP = { max: 30, windowMs: 15 * 60 * 1000 };
export const MAIL_PER_ADDRESS = { max: 3, windowMs: 15 * 60 * 1000 };

const TOKEN_ERRORS: Record<"INVALID_TOKEN" | "EXPIRED_TOKEN" | "USED_TOKEN", string> = {
  INVALID_TOKEN: "This link is not valid. Please ask for a new one.",
  EXPIRED_TOKEN: "This link has expired. Please ask for a new one.",
  USED_TOKEN: "This link has already been used. Please ask for a new one.",
};
const tokenError = (code: keyof typeof TOKEN_ERRORS) =>
  new AppError(400, code satisfies ErrorCode, TOKEN_ERRORS[code]);

/** The flows that travel through an emailed link: verification and password reset. */
export function createAuthLinksService(deps: {
  auth: AuthService;
  mail: MailService;
  limiter: RateLimiter;
}) {
  const { repo } = deps.auth;

  /** Checks and spends a token: single use, within its lifetime. */
  async function spend(token: string, purpose: TokenPurpose): Promise<string> {
    const row = await repo.findToken(hashToken(token), purpose);
    if (!row) throw tokenError("INVALID_TOKEN");
    if (row.usedAt) throw tokenError("USED_TOKEN");
    if (row.expiresAt.getTime() <= Date.now()) throw tokenError("EXPIRED_TOKEN");
    if (!(await repo.useToken(row.tokenHash))) throw tokenError("USED_TOKEN");
    return row.userId;
  }

  /** Limits every endpoint that sends mail, per address and per IP. */
  async function limitMail(email: string, ip: string): Promise<void> {
    await deps.limiter.consume([`mail:ip:${addressOf(ip)}`], MAIL_PER_IP);
    await deps.limiter.consume([`mail:address:${email}`], MAIL_PER_ADDRESS);
  }

  return {
    async verifyEmail(token: string) {
      const userId = await spend(token, "verify-email");
      const user = await repo.updateUser(userId, { emailVerifiedAt: new Date() });
      if (!user) throw tokenError("INVALID_TOKEN");
      deps.mail.send("welcome", recipientOf(user));
      return {
        response: { success: true, message: "Email verified.", user: toPublicUser(user) },
        session: await deps.auth.startSession(user.id),
      };
    },

    /** The same answer whether or not the account exists. */
    async forgotPassword(emailInput: string, ip: string): Promise<MessageResponse> {
      const email = normaliseEmail(emailInput);
      await limitMail(email, ip);
      const user = await repo.findUserByEmail(email);
      if (user)
        deps.mail.send(
          "password-reset",
          recipientOf(user),
          await deps.auth.issueLink(user.id, "reset-password"),
        );
      return {
        success: true,
        message: "If an account exists for this email, we have sent a link to reset the password.",
      };
    },

    /** A reset ends every session of the user and confirms the address it was sent to. */
    async resetPassword(token: string, password: string): Promise<MessageResponse> {
      const userId = await spend(token, "reset-password");
      const user = await repo.findUserById(userId);
      if (!user) throw tokenError("INVALID_TOKEN");
      await repo.updateUser(userId, {
        passwordHash: await hashPassword(password),
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await repo.deleteSessionsOfUser(userId);
      // The link proved the account is hers: a lock from someone else's guesses is lifted.
      await deps.limiter.reset(`signin:account:${user.email}`);
      deps.mail.send("password-changed", recipientOf(user));
      return {
        success: true,
        message: "Your password has been reset. Please sign in with your new password.",
      };
    },

    async resendVerification(emailInput: string, ip: string): Promise<MessageResponse> {
      const email = normaliseEmail(emailInput);
      await limitMail(email, ip);
      const user = await repo.findUserByEmail(email);
      if (user && user.emailVerifiedAt === null) {
        deps.mail.send(
          "verification",
          recipientOf(user),
          await deps.auth.issueLink(user.id, "verify-email"),
        );
      }
      return {
        success: true,
        message:
          "If this email belongs to an account that still needs verification, we have sent a new link.",
      };
    },
  };
}
