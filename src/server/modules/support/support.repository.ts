import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export function createSupportRepository(db: Database) {
  return {
    async insert(row: {
      name: string;
      email: string;
      subject: string;
      message: string;
    }): Promise<SupportMessageRow> {
      const [inserted] = await db.insert(supportMessages).values(row).returning();
      if (!inserted) throw new Error("support message insert returned no row");
      return inserted;
    },

    async listByEmail(email: string): Promise<SupportMessageRow[]> {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.email, email))
        .orderBy(supportMessages.createdAt);
    },

    async deleteByEmail(email: string): Promise<void> {
      await db.delete(supportMessages).where(eq(supportMessages.email, email));
    },

    async setRead(id: string, isRead: boolean): Promise<SupportMessageRow | null> {
      const [row] = await db
        .update(supportMessages)
        .set({ isRead })
        .where(eq(supportMessages.id, id))
        .returning();
      return row ?? null;
    },
  };
}
