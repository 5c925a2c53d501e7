import type { PostpartumContent, WarningGroup } from "../../../../contracts/postpartum.ts";
import raw from "../../../../../content/postpartum/warning-signs.json";

/**
 * Bundled with the born view rather than fetched: warning signs must show at once and
 * offline (the service worker precaches every chunk). The JSON is held to
 * PostpartumContentSchema by src/contracts/postpartum.test.ts.
 */
export const postpartumContent = raw as PostpartumContent;

/** The sources of every group, each once. */
export function allSources(groups: WarningGroup[]): WarningGroup["sources"] {
  const byUrl = new Map(groups.flatMap((g) => g.sources).map((s) => [s.url, s]));
  return [...byUrl.values()];
}
