import type { Language } from "../../../domain/language.ts";
import type { WaitlistInterest, WaitlistJoinResponse } from "../../../contracts/waitlist.ts";
import type { Database } from "../../db/client.ts";
import { createWaitlistRepository } from "./waitlist.repository.ts";

export function createWaitlistService(db: Database) {
  const repository = createWaitlistRepository(db);
  return {
    async join(input: {
      email: string;
      interests: WaitlistInterest[];
      language: Language;
    }): Promise<WaitlistJoinResponse> {
      await repository.upsert({
        email: input.email.trim().toLowerCase(),
        interests: [...new Set(input.interests)].sort(),
        language: input.language,
      });
      return { success: true };
    },

    findByEmail: (email: string) => repository.findByEmail(email.trim().toLowerCase()),
    deleteByEmail: (email: string) => repository.deleteByEmail(email.trim().toLowerCase()),
  };
}
