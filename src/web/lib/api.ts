import type { QueryFunction } from "@tanstack/react-query";

/**
 * The request layer of 000 §7: every call sends cookies and asks for JSON; a non-OK
 * answer becomes an Error "status: body" (or the status text when the body is empty).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The generic mutation helper: a method, a path and an optional JSON body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (data !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    body: data === undefined ? null : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query function: GET the path in the query key's first element. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), {
      credentials: "include",
      headers: { Accept: "application/json" },
      signal,
    });
    if (options.on401 === "returnNull" && res.status === 401) {
      // Read the short body anyway: an unread one keeps the connection (one of the few a
      // phone's browser opens per site) busy and the request open.
      await res.text();
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
