import type { Language } from "../../../domain/language.ts";
import type { WaitlistInterest, WaitlistJoinResponse } from "../../../contracts/waitlist.ts";
import type { WaitlistRepository } from "./waitlist.repository.ts";

export function createWaitlistService(repository: WaitlistRepository) {
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
  };
}
