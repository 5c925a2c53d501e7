import type { ServerResponse } from "node:http";

/**
 * Aborts when the client goes away before its answer is finished. Not the request's own
 * `close`: on Node 20 that fires as soon as the body has been read (issue 10).
 */
export function clientGone(res: ServerResponse): AbortSignal {
  const gone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) gone.abort(new Error("client went away"));
  });
  return gone.signal;
}
