import { ADMIN_TEXTS } from "../../../../contracts/admin.ts";
import { logError } from "../../../lib/log.ts";

/**
 * 001 §7: every admin call sends cookies and no-cache headers; GETs add a timestamp. The
 * session is the HttpOnly admin cookie: no credential of any kind lives in this code.
 */
const NO_CACHE = { "Cache-Control": "no-cache", Pragma: "no-cache", Accept: "application/json" };

export type AdminAnswer<T> =
  | { kind: "ok"; data: T; nextCursor: string | null }
  | { kind: "login" }
  | { kind: "failed"; status: number; message: string | null }
  | { kind: "offline" };

function stamped(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...params, t: String(Date.now()) });
  return `${path}?${query.toString()}`;
}

async function answer<T>(request: () => Promise<Response>): Promise<AdminAnswer<T>> {
  let res: Response;
  try {
    res = await request();
  } catch (error) {
    // The server could not be reached (restart, network): the caller reconnects (001 §4).
    logError("admin request", error);
    return { kind: "offline" };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { kind: "ok", data: body as T, nextCursor: res.headers.get("x-next-cursor") };
  if (res.status === 401 && (body as { requireLogin?: boolean } | null)?.requireLogin)
    return { kind: "login" };
  const message = (body as { message?: unknown } | null)?.message;
  return {
    kind: "failed",
    status: res.status,
    message: typeof message === "string" ? message : null,
  };
}

export function adminGet<T>(path: string, params?: Record<string, string>) {
  return answer<T>(() =>
    fetch(stamped(path, params), { credentials: "include", headers: NO_CACHE }),
  );
}

export function adminPost<T>(
  path: string,
  data?: object,
  method: "POST" | "PATCH" | "DELETE" = "POST",
) {
  return answer<T>(() =>
    fetch(path, {
      method,
      credentials: "include",
      headers: data ? { ...NO_CACHE, "Content-Type": "application/json" } : NO_CACHE,
      body: data ? JSON.stringify(data) : null,
    }),
  );
}

/** The server's English texts are the contract's ADMIN_TEXTS: their key names the translation. */
export function serverTextKey(message: string | null): string | null {
  const entry = Object.entries(ADMIN_TEXTS).find(([, text]) => text === message);
  return entry ? `server.${entry[0]}` : null;
}
