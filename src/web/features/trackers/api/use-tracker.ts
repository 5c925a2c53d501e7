import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { ItemBase } from "../../../../contracts/tracker-common.ts";
import type { SyncKind } from "../../../../contracts/tracker-kinds.ts";
import { listKey, removeEntry, useLocalFirst, type CoverSince } from "../../../lib/local-first.ts";
import { toast } from "../../../lib/toast.ts";
import { currentDelete, deleteLater, subscribeDelete } from "../lib/pending-delete.ts";

export type { CreateFields, Shown } from "../../../lib/local-first.ts";

/**
 * One tracker's entries (issue 14): the account's when she is signed in, with anything this
 * device still holds shown first as pending; the device's alone when signed out. A save that
 * cannot reach the account (offline, a server fault) is kept on the device and sent later.
 * An entry she deletes hides at once and goes when its undo time is over (`deleteLater`).
 * `coverSince` (ISO) reads older pages until every entry since then is here (lib/cover.ts).
 */
export function useTracker<T extends ItemBase>(
  kind: SyncKind,
  signedIn: boolean,
  coverSince: CoverSince<T> = null,
) {
  // Not useTranslation("tracker-log"): that would load its texts wherever a tracker is read (the
  // dashboard). The screen's undo bar has loaded them by the time a delete completes.
  const { i18n } = useTranslation();
  const t = (key: string) => i18n.t(key, { ns: "tracker-log" });
  const queryClient = useQueryClient();
  const tracker = useLocalFirst<T>(kind, signedIn, { keepFailedCreate: true, coverSince });
  const waiting = useSyncExternalStore(subscribeDelete, currentDelete, currentDelete);
  const hiddenId = waiting?.kind === kind ? waiting.id : null;
  const items = useMemo(
    () => (hiddenId ? tracker.items.filter((item) => item.id !== hiddenId) : tracker.items),
    [tracker.items, hiddenId],
  );

  /** Hides the entry now; deletes it after the undo time and tells her how that went. */
  const deleteSoon = (id: string) =>
    deleteLater({
      kind,
      id,
      commit: () => {
        removeEntry(kind, id)
          .then(async (onAccount) => {
            if (onAccount) await queryClient.invalidateQueries({ queryKey: listKey(kind) });
            toast({ title: t("delete.done") });
          })
          .catch(() => toast({ title: t("delete.failed"), variant: "destructive" }));
      },
    });

  return { ...tracker, items, deleteLater: deleteSoon };
}
