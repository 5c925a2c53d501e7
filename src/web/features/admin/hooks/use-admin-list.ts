import { useCallback, useEffect, useRef, useState } from "react";
import { logError } from "../../../lib/log.ts";
import { adminGet } from "../lib/admin-api.ts";
import { refreshed, type Row } from "../lib/pagination.ts";
import { ADMIN_TIMINGS, startPolling } from "../lib/timers.ts";
import { useAdminConnection } from "./use-admin-session.ts";

/**
 * One admin list (001 §4): first page 500 ms after the tab shows, again every 30 s unless a
 * load is in progress, "Load more" from the X-Next-Cursor header. A non-OK answer is logged
 * and keeps the earlier rows (001 §8); a non-array answer empties the list.
 */
export function useAdminList<T extends Row>(path: string) {
  const connection = useAdminConnection();
  const [{ items, next }, setList] = useState<{ items: T[]; next: string | null }>({
    items: [],
    next: null,
  });
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const busy = useRef(false);

  const load = useCallback(
    async (before?: string) => {
      busy.current = true;
      setLoading(true);
      const answer = await adminGet<T[]>(path, before ? { before } : {});
      busy.current = false;
      setLoading(false);
      if (answer.kind === "offline") return connection.connectionLost();
      if (answer.kind === "login") return connection.loginRequired();
      if (answer.kind === "failed") {
        logError(`admin list ${path}`, new Error(String(answer.status)));
        setFailed(answer.message ?? String(answer.status));
        return;
      }
      const rows = Array.isArray(answer.data) ? answer.data : [];
      setList((prev) => {
        if (before) return { items: [...prev.items, ...rows], next: answer.nextCursor };
        // A refresh keeps the pages loaded below it, and with them where "Load more" goes on.
        const items = refreshed(prev.items, rows, answer.nextCursor !== null);
        return { items, next: items.length > rows.length ? prev.next : answer.nextCursor };
      });
      setFailed(null);
      setLoaded(true);
    },
    [path, connection],
  );

  useEffect(
    () =>
      startPolling({
        run: () => void load(),
        delay: ADMIN_TIMINGS.firstLoad,
        every: ADMIN_TIMINGS.refresh,
        isBusy: () => busy.current,
      }),
    [load],
  );

  return {
    items,
    loaded,
    loading,
    failed,
    hasMore: next !== null,
    refresh: () => void load(),
    loadMore: () => {
      if (next) void load(next);
    },
    /** Puts the server's new version of one row in place (e.g. a message marked read). */
    replace: (row: T) =>
      setList((prev) => ({
        ...prev,
        items: prev.items.map((item) => (item.id === row.id ? row : item)),
      })),
    /** Takes a row away (e.g. a deleted account). */
    remove: (id: string) =>
      setList((prev) => ({ ...prev, items: prev.items.filter((item) => item.id !== id) })),
  };
}
export type AdminList<T extends Row> = ReturnType<typeof useAdminList<T>>;
