import { eq, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailTracking } from "../../db/schema/index.ts";

export function createMailRepository(db: Database) {
  return {
    async recordPending(row: {
      emailTo: string;
      emailFrom: string;
      subject: string;
      emailType: string;
      userId: string | null;
    }): Promise<string> {
      const [inserted] = await db
        .insert(emailTracking)
        .values({ ...row, status: "pending" })
        .returning({ id: emailTracking.id });
      if (!inserted) throw new Error("email tracking insert returned no row");
      return inserted.id;
    },

    async recordOutcome(id: string, ok: boolean, details: string): Promise<void> {
      await db
        .update(emailTracking)
        .set({
          status: ok ? "sent" : "failed",
          statusDetails: details,
          sentAt: ok ? new Date() : null,
        })
        .where(eq(emailTracking.id, id));
    },

    listForUser(userId: string, email: string) {
      return db
        .select({
          emailType: emailTracking.emailType,
          subject: emailTracking.subject,
          status: emailTracking.status,
          sentAt: emailTracking.sentAt,
          createdAt: emailTracking.createdAt,
        })
        .from(emailTracking)
        .where(or(eq(emailTracking.userId, userId), eq(emailTracking.emailTo, email)));
    },

    async deleteForUser(userId: string, email: string): Promise<void> {
      await db
        .delete(emailTracking)
        .where(or(eq(emailTracking.userId, userId), eq(emailTracking.emailTo, email)));
    },
  };
}
