import type { ErrorBody } from "../../contracts/errors.ts";

/** The status and JSON error body inside an Error from the request layer ("status: body"). */
export function parseApiError(error: unknown): { status?: number; body?: ErrorBody } {
  if (!(error instanceof Error)) return {};
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  const status = Number(match[1]);
  try {
    return { status, body: JSON.parse(match[2] ?? "") as ErrorBody };
  } catch {
    return { status };
  }
}
