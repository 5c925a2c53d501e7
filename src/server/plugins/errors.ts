import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "../../contracts/errors.ts";

/** A failure the caller can act on; anything else becomes a plain 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: "The request could not be read. Please try again.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "Please send JSON (Content-Type: application/json).",
  RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  INTERNAL: "Something went wrong on our side. Please try again in a moment.",
};

function fieldName(instancePath: string, missing?: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return fromPath || (typeof missing === "string" ? missing : "body");
}

export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, issue.params?.missingProperty);
      fields[name] ??= issue.message ?? "invalid";
    }
    return {
      status: 400,
      body: { message: "Please check the highlighted fields.", code: "VALIDATION_FAILED", fields },
    };
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  const code = CODE_BY_STATUS[status] ?? (status < 500 ? "BAD_REQUEST" : "INTERNAL");
  const message =
    MESSAGE_BY_CODE[code] ?? (status < 500 ? error.message : MESSAGE_BY_CODE.INTERNAL);
  return {
    status: status >= 500 && status !== 503 ? 500 : status,
    body: { message: message ?? "", code },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if ((status === 429 || status === 503) && retryAfter)
      void reply.header("Retry-After", String(retryAfter));
    // Name, code and where only (logger.ts safeError): never the message of a driver error.
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // Plain JSON, never a route's success schema: an error raised before the handler (a
    // cross-site refusal) would otherwise fail to serialise and become a 500.
    void reply
      .status(status)
      .type("application/json")
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(body);
  });
}
