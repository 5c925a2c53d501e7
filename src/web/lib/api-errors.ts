import type { ErrorCode } from "../../contracts/errors.ts";
import { toast } from "./toast.ts";

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

/**
 * A form's failed send (the waitlist, a support message): the server's field messages go on
 * the form's own fields, and a toast says it failed (or that she must wait, on 429), in the
 * form's namespace ("errors.failedTitle", "errors.rateLimited", "errors.failed").
 */
export function reportFormFailure<F extends string>(
  failure: unknown,
  fields: readonly F[],
  setError: (field: F, message: string) => void,
  t: (key: string) => string,
): void {
  const { status, body } = parseApiError(failure);
  for (const [name, message] of Object.entries(body?.fields ?? {})) {
    const field = fields.find((f) => f === name);
    if (field) setError(field, message);
  }
  toast({
    variant: "destructive",
    title: t("errors.failedTitle"),
    description: t(status === 429 ? "errors.rateLimited" : "errors.failed"),
  });
}
