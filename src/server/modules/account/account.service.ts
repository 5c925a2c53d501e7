import { toLanguage } from "../../../domain/language.ts";
import type { ProfileUpdate } from "../../../contracts/auth.ts";
import { AppError } from "../../plugins/errors.ts";
import type { SessionUser } from "../../plugins/session.ts";
import type { RateLimiter } from "../../plugins/rate-limiter.ts";
import type { Housekeeping } from "../housekeeping/housekeeping.ts";
import { SIGNIN_PER_ACCOUNT, toPublicUser, type AuthService } from "../auth/auth.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { AssistantService } from "../assistant/assistant.service.ts";
import type { MedicationService } from "../medication/medication.service.ts";
import type { PregnancyService } from "../pregnancy/pregnancy.service.ts";
import type { createWaitlistService } from "../waitlist/waitlist.service.ts";
import type { MealPlanService } from "../meal-plan/meal-plan.service.ts";
import type { TestRecordsService } from "../test-records/test-records.service.ts";
import type { TrackersService } from "../trackers/trackers.service.ts";

/**
 * The user's own data under India's DPDP Act 2023: see and correct it, take all of it
 * away as JSON, and erase it. Each module keeps its part; this one gathers them.
 */
export function createAccountService(deps: {
  auth: AuthService;
  mail: MailService;
  waitlist: ReturnType<typeof createWaitlistService>;
  pregnancy: PregnancyService;
  assistant: AssistantService;
  medication: MedicationService;
  testRecords: TestRecordsService;
  mealPlan: MealPlanService;
  trackers: TrackersService;
  limiter: RateLimiter;
  housekeeping: Housekeeping;
  /** What she wrote to support (keyed by her address): in her export, erased with her. */
  support: { exportFor(email: string): Promise<unknown>; eraseFor(email: string): Promise<void> };
  /** Her baby-name shortlist (issue 15), erased with the account (rows cascade). */
  shortlist: { exportData(userId: string): Promise<unknown> };
}) {
  /** Everything of hers goes, also from the database's files (DPDP erasure). */
  async function erase(user: SessionUser) {
    await deps.mail.deleteForUser(user.id, user.email);
    await deps.waitlist.deleteByEmail(user.email);
    await deps.support.eraseFor(user.email);
    await deps.auth.deleteAccount(user);
    await deps.housekeeping.erase();
  }

  return {
    async updateProfile(user: SessionUser, patch: ProfileUpdate) {
      const updated = await deps.auth.updateProfile(user.id, patch);
      if (!updated) throw new AppError(404, "NOT_FOUND", "This account no longer exists.");
      return {
        success: true,
        message: "Your profile has been saved.",
        user: toPublicUser(updated),
      };
    },

    async exportData(user: SessionUser) {
      const [
        sessions,
        emails,
        waitlist,
        pregnancy,
        conversation,
        checks,
        tests,
        plan,
        kept,
        names,
        supportMessages,
      ] = await Promise.all([
        deps.auth.listSessions(user.id),
        deps.mail.listForUser(user.id, user.email),
        deps.waitlist.findByEmail(user.email),
        deps.pregnancy.get(user.id),
        deps.assistant.history(user.id),
        deps.medication.listForUser(user.id),
        deps.testRecords.list(user.id),
        deps.mealPlan.latest(user.id, toLanguage(user.preferredLanguage)),
        deps.trackers.exportData(user.id),
        deps.shortlist.exportData(user.id),
        deps.support.exportFor(user.email),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        account: {
          ...toPublicUser(user),
          emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
          updatedAt: user.updatedAt.toISOString(),
        },
        sessions: sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
        emails: emails.map((e) => ({
          type: e.emailType,
          subject: e.subject,
          status: e.status,
          sentAt: e.sentAt?.toISOString() ?? null,
          createdAt: e.createdAt.toISOString(),
        })),
        waitlist: waitlist ? { interests: waitlist.interests, language: waitlist.language } : null,
        pregnancy,
        conversation: conversation.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        safetyChecks: checks.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
        tests,
        mealPlan: plan ? { request: plan.request, updatedAt: plan.updatedAt } : null,
        // Her journal and every tracker (issue 14); erased with the account (rows cascade).
        journal: kept.journal,
        trackers: kept.trackers,
        babyNameShortlist: names,
        supportMessages,
      };
    },

    /** Needs the password again; afterwards nothing of the user is left. */
    async deleteAccount(user: SessionUser, password: string) {
      // A stolen session must not buy unlimited password guesses: limited like sign-in,
      // counted before the password is checked.
      await deps.limiter.consume([`delete:user:${user.id}`], SIGNIN_PER_ACCOUNT);
      if (!(await deps.auth.checkPassword(user, password))) {
        throw new AppError(403, "FORBIDDEN", "The password is not correct.");
      }
      await erase(user);
      return { success: true, message: "Your account and all of its data have been deleted." };
    },

    /** The operator's erasure (issue 16; the route asks the protection code): false if none. */
    async eraseById(userId: string): Promise<boolean> {
      const user = await deps.auth.findUser(userId);
      if (!user) return false;
      await erase(user);
      return true;
    },
  };
}
