import {
  DEFAULT_BANNER,
  EMERGENCY_CACHE_MS,
  EMERGENCY_SWITCHES,
  isEmergencyAction,
  type BannerText,
  type EmergencyChange,
  type PublicStatus,
  type SwitchState,
} from "../../../contracts/emergency.ts";
import type { Database } from "../../db/client.ts";
import { hashToken } from "../auth/tokens.ts";
import { createEmergencyRepository, type SwitchRow } from "./emergency.repository.ts";

export interface EmergencyDeps {
  db: Database;
  /** ≤ 5 s, so a switch reaches every instance within 5 seconds; 0 reads every time. */
  cacheMs?: number;
  /** Ends every user session here and tells the other instances (auth.service.ts). */
  signOutUsers: () => Promise<number>;
}

/**
 * Emergency mode's switches. Every instance reads them from the database at most every
 * cacheMs (one read in flight at a time); a change made here is seen here at once.
 */
export function createEmergencyService(deps: EmergencyDeps) {
  const repo = createEmergencyRepository(deps.db);
  const cacheMs = deps.cacheMs ?? EMERGENCY_CACHE_MS;
  let cached: { at: number; rows: Promise<Map<string, SwitchRow>> } | null = null;

  function rows(): Promise<Map<string, SwitchRow>> {
    const now = Date.now();
    if (!cached || now - cached.at >= cacheMs) {
      const reading = repo.list().then((list) => new Map(list.map((r) => [r.key, r])));
      // A failed read is not kept: the next call tries the database again.
      reading.catch(() => (cached = null));
      cached = { at: now, rows: reading };
    }
    return cached.rows;
  }
  const isOn = async (key: string) => (await rows()).get(key)?.on === true;
  const bannerOf = (row: SwitchRow | undefined): BannerText | null =>
    row?.bannerEn && row.bannerHi ? { en: row.bannerEn, hi: row.bannerHi } : null;

  return {
    libraryOnly: () => isOn("library-only"),
    photoChecksOff: () => isOn("photo-checks-off"),
    signUpsPaused: () => isOn("sign-ups-paused"),

    async status(): Promise<PublicStatus> {
      const all = await rows();
      const banner = all.get("banner");
      return {
        banner: banner?.on ? (bannerOf(banner) ?? DEFAULT_BANNER) : null,
        libraryOnly: all.get("library-only")?.on === true,
        photoChecks: all.get("photo-checks-off")?.on !== true,
        signUps: all.get("sign-ups-paused")?.on !== true,
      };
    },

    /** For the admin page: always from the database. */
    async states(): Promise<SwitchState[]> {
      const all = new Map((await repo.list()).map((r) => [r.key, r]));
      return EMERGENCY_SWITCHES.map((key) => {
        const row = all.get(key);
        const action = isEmergencyAction(key);
        return {
          switch: key,
          kind: action ? "action" : "toggle",
          on: !action && row?.on === true,
          setAt: row?.setAt.toISOString() ?? null,
          setBy: row?.setByEmail ?? null,
          banner: key === "banner" ? (bannerOf(row) ?? DEFAULT_BANNER) : null,
        };
      });
    },

    /** The protection code has been checked by the caller. Returns sessions ended, if any. */
    async apply(
      change: Omit<EmergencyChange, "protectionCode">,
      adminId: string,
      adminToken: string,
    ): Promise<number | undefined> {
      let signedOut: number | undefined;
      if (change.switch === "sign-out-users") signedOut = await deps.signOutUsers();
      if (change.switch === "sign-out-admins")
        signedOut = await repo.deleteAdminSessionsBut(hashToken(adminToken));
      const banner = change.switch === "banner" ? change.banner : undefined;
      await repo.save({
        key: change.switch,
        on: !isEmergencyAction(change.switch) && change.on,
        setBy: adminId,
        bannerEn: banner?.en,
        bannerHi: banner?.hi,
      });
      cached = null;
      return signedOut;
    },
  };
}
export type EmergencyService = ReturnType<typeof createEmergencyService>;
