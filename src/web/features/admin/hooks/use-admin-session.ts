import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { adminGet, type AdminAnswer } from "../lib/admin-api.ts";
import { ADMIN_TIMINGS, startPolling, startReconnect } from "../lib/timers.ts";

type Status = { isAdmin: true; email: string };
export type AdminSessionState =
  | { phase: "checking" }
  | { phase: "out"; expired: boolean }
  | { phase: "in"; email: string; reconnecting: boolean; since: number };

/**
 * 001 §4: checking → logged in when the server says admin, else the login form; re-checked
 * every 60 s; an unreachable server is asked again after 2 s, then every 3 s.
 */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>({ phase: "checking" });

  const apply = useCallback((answer: AdminAnswer<Status>) => {
    setState((prev) => {
      if (answer.kind === "ok")
        return prev.phase === "in" && prev.email === answer.data.email
          ? { ...prev, reconnecting: false }
          : { phase: "in", email: answer.data.email, reconnecting: false, since: Date.now() };
      if (answer.kind === "login") return { phase: "out", expired: prev.phase === "in" };
      if (answer.kind === "offline" && prev.phase === "in") return { ...prev, reconnecting: true };
      // Never reached the server and nobody logged in yet: the form (login says what fails).
      return prev.phase === "checking" ? { phase: "out", expired: false } : prev;
    });
  }, []);

  useEffect(() => {
    void adminGet<Status>("/api/admin/direct-status").then(apply);
    return startPolling({
      run: () => void adminGet<Status>("/api/admin/session").then(apply),
      delay: ADMIN_TIMINGS.sessionRecheck,
      every: ADMIN_TIMINGS.sessionRecheck,
    });
  }, [apply]);

  const reconnecting = state.phase === "in" && state.reconnecting;
  useEffect(() => {
    if (!reconnecting) return;
    return startReconnect(
      async () => {
        const answer = await adminGet<Status>("/api/admin/direct-status", { reconnect: "true" });
        if (answer.kind === "offline" || answer.kind === "failed") return null;
        apply(answer);
        return answer.kind === "ok";
      },
      () => undefined,
    );
  }, [reconnecting, apply]);

  const actions = useMemo(
    () => ({
      /** 001 §4: a new login starts with empty lists (the dashboard mounts afresh). */
      loggedIn: (email: string) =>
        setState({ phase: "in", email, reconnecting: false, since: Date.now() }),
      loggedOut: () => setState({ phase: "out", expired: false }),
      connectionLost: () =>
        setState((prev) => (prev.phase === "in" ? { ...prev, reconnecting: true } : prev)),
      loginRequired: () => setState({ phase: "out", expired: true }),
    }),
    [],
  );
  return { state, actions };
}
export type AdminActions = ReturnType<typeof useAdminSession>["actions"];

/** What the tabs tell the session: the server is gone, or it asks for a new login. */
export const AdminConnection = createContext<
  Pick<AdminActions, "connectionLost" | "loginRequired">
>({
  connectionLost: () => undefined,
  loginRequired: () => undefined,
});
export const useAdminConnection = () => useContext(AdminConnection);
