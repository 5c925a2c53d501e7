import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { chatMessages } from "../../db/schema/index.ts";

export function createAssistantRepository(db: Database) {
  return {
    async save(
      userId: string,
      turns: { role: "user" | "assistant"; content: string; triage: string | null }[],
    ) {
      // One statement shares one transaction time: a millisecond apart keeps the turns in order.
      const now = Date.now();
      await db
        .insert(chatMessages)
        .values(turns.map((turn, i) => ({ userId, ...turn, createdAt: new Date(now + i) })));
    },
    list(userId: string) {
      return db
        .select({
          role: chatMessages.role,
          content: chatMessages.content,
          triage: chatMessages.triage,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.createdAt));
    },
    /** The last turns of the stored conversation, oldest first: what the model may see. */
    async recent(
      userId: string,
      turns = 6,
    ): Promise<{ role: "user" | "assistant"; content: string }[]> {
      const rows = await db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.createdAt))
        .limit(turns);
      return rows.reverse().map((row) => ({
        role: row.role === "assistant" ? "assistant" : "user",
        content: row.content,
      }));
    },
    async clear(userId: string): Promise<void> {
      await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
    },
  };
}
