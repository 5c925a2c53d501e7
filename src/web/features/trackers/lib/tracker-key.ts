import { SYNC_KINDS, type SyncKind } from "../../../../contracts/tracker-kinds.ts";

/** The newest entries a tracker shows; older ones are a page away on the server. */
export const TRACKER_PAGE = 100;
/** The query of a tracker's first page (shared by the tracker and the sign-in upload). */
export const trackerKey = (kind: SyncKind) => [`${SYNC_KINDS[kind]}?limit=${TRACKER_PAGE}`];
