import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { PregnancyData } from "../../../../contracts/pregnancy.ts";
import { apiRequest } from "../../../lib/api.ts";
import { logError } from "../../../lib/log.ts";
import {
  chooseWinner,
  clearLocalPregnancy,
  endRequestOf,
  readLocalPregnancy,
} from "../lib/local-pregnancy.ts";
import { PREGNANCY_KEY } from "./pregnancy-api.ts";

/**
 * After sign-in, what was set on this device while signed out meets the account's data:
 * 001 §4 decides which wins, the winner is saved to the account, and the device copy goes.
 */
export function useMergeOnSignIn(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const server = useQuery<PregnancyData | null>({ queryKey: PREGNANCY_KEY, enabled: signedIn });
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn) {
      started.current = false;
      return;
    }
    if (server.isPending || server.isError || started.current) return;
    const local = readLocalPregnancy();
    if (!local) return;
    started.current = true;
    const finish = () => {
      clearLocalPregnancy();
      void queryClient.invalidateQueries({ queryKey: PREGNANCY_KEY });
    };
    if (chooseWinner(local, server.data ?? null).winner !== "local") return finish();
    apiRequest("POST", "/api/pregnancy/due-date", { method: "due-date", date: local.dueDate })
      .then(() => {
        const end = endRequestOf(local);
        return end ? apiRequest("POST", "/api/pregnancy/ended", end) : null;
      })
      .catch((error: unknown) =>
        logError("could not save this device's pregnancy to the account", error),
      )
      .finally(finish);
  }, [signedIn, server.isPending, server.isError, server.data, queryClient]);
}
