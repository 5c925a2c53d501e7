import type { ErrorCode } from "../../contracts/errors.ts";

/** What the server said, read back from an Error of the request layer ("status: body"). */
export interface ApiErrorBody {
  message?: string;
  code?: ErrorCode;
  fields?: Record<string, string>;
  requiresVerification?: boolean;
}

export function parseApiError(error: unknown): { status?: number; body?: ApiErrorBody } {
  if (!(error instanceof Error)) return {};
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  const status = Number(match[1]);
  try {
    return { status, body: JSON.parse(match[2] ?? "") as ApiErrorBody };
  } catch {
    return { status, body: { message: match[2] ?? "" } };
  }
}
