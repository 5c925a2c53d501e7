import type { BabyName } from "../../../contracts/baby-names.ts";
import type { Database } from "../../db/client.ts";
import { toBabyName, type NamesLibrary } from "./names-library.ts";
import { createShortlistRepository } from "./shortlist.repository.ts";

/**
 * Her shortlist kept with her account (issue 15 part 4): library names only, by id, so a
 * meaning corrected in the library reads corrected; ids the library no longer has are
 * dropped. Model suggestions (no verified meaning) stay on the device.
 */
export function createShortlistService(deps: { db: Database; library: NamesLibrary }) {
  const repository = createShortlistRepository(deps.db);
  const known = (ids: readonly string[]) =>
    [...new Set(ids)].flatMap((id) => {
      const found = deps.library.byId.get(id);
      return found ? [found] : [];
    });
  return {
    async get(userId: string): Promise<BabyName[]> {
      return known(await repository.get(userId)).map(toBabyName);
    },
    async put(userId: string, ids: readonly string[]): Promise<BabyName[]> {
      const names = known(ids);
      await repository.save(
        userId,
        names.map((n) => n.id),
      );
      return names.map(toBabyName);
    },
    /** For her data export: the names with their meanings, as she sees them. */
    async exportData(userId: string) {
      return (await this.get(userId)).map(({ name, devanagari, origin, meaning, meaningHi }) => ({
        name,
        devanagari,
        origin,
        meaning,
        meaningHi,
      }));
    },
  };
}
export type ShortlistService = ReturnType<typeof createShortlistService>;
