import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { chatMessages } from "../../db/schema/index.ts";

export function createAssistantRepository(db: Database) {
  return {
    async save(
      userId: string,
      turns: { role: "user" | "assistant"; content: string; triage: string | null }[],
    ) {
      await db.insert(chatMessages).values(turns.map((turn) => ({ userId, ...turn })));
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
    async clear(userId: string): Promise<void> {
      await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
    },
  };
}
