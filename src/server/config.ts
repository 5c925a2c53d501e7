import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env (DESIGN.md §2). Every variable is parsed here once;
 * a bad value stops start-up with a message naming each offending variable.
 */
/** Where the data is: read by the server and by the admin CLI. */
const DATABASE_VARIABLES = {
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
};

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    ...DATABASE_VARIABLES,
    /** Limit counters in Redis instead of the database (DESIGN.md §3). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    APP_ORIGIN: z.url().optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    TRUST_PROXY: z.string().default("false").transform(trustedProxies),
    WEB_DIST_DIR: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Saathi <no-reply@localhost>"),
    /** "log": no mail server, on purpose. Production needs SMTP_URL or this said out loud. */
    MAIL_MODE: z.enum(["smtp", "log"]).optional(),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
    IMAGE_BASE_URL: z.url().optional(),
    IMAGE_API_KEY: z.string().min(1).optional(),
    IMAGE_MODEL: z.string().min(1).optional(),
    VOICE_AGENT_ID_EN: z.string().min(1).optional(),
    VOICE_AGENT_ID_HI: z.string().min(1).optional(),
    VOICE_WIDGET_SCRIPT_URL: z.url().optional(),
    VOICE_WIDGET_ELEMENT: z
      .string()
      .regex(/^[a-z][a-z0-9]*-[a-z0-9-]+$/, "must be a custom element name like my-widget")
      .default("elevenlabs-convai"),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_VISION_MODEL: z.string().min(1).optional(),
    OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
    DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
  })
  .superRefine((env, context) => {
    // Without mail, accounts would be verified unchecked and reset links could not be sent:
    // production must have a mail server, or say MAIL_MODE=log on purpose (issue 11).
    if (env.NODE_ENV === "production" && !env.SMTP_URL && env.MAIL_MODE !== "log")
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required in production (or set MAIL_MODE=log to run without mail)",
      });
    if (env.MAIL_MODE === "smtp" && !env.SMTP_URL)
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required by MAIL_MODE=smtp",
      });
  })
  .transform((env) => {
    /** A model on the one OpenAI-compatible endpoint, when both are set. */
    const llmEndpoint = (model: string | undefined) =>
      env.LLM_BASE_URL && model
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? "not-needed", model }
        : undefined;
    return {
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === "production",
      port: env.PORT,
      host: env.HOST,
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      appOrigin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
      /** An OpenAI-compatible images endpoint; the built-in SVG artist when unset. */
      images:
        env.IMAGE_BASE_URL && env.IMAGE_MODEL
          ? {
              baseUrl: env.IMAGE_BASE_URL.replace(/\/$/, ""),
              apiKey: env.IMAGE_API_KEY,
              model: env.IMAGE_MODEL,
            }
          : undefined,
      /** An OpenAI-compatible chat endpoint; the offline library answers when unset. */
      llm: llmEndpoint(env.LLM_MODEL),
      /** A vision model on the LLM endpoint reads product labels; OCR when unset or failing. */
      vision: llmEndpoint(env.LLM_VISION_MODEL),
      /**
       * On SIGTERM, readiness answers 503 this long before the server stops taking
       * connections, so a load balancer has moved on: 5 s in production, else none.
       */
      drainMs: (env.DRAIN_SECONDS ?? (env.NODE_ENV === "production" ? 5 : 0)) * 1000,
      /** tesseract.js workers, started on the first photo. */
      ocrWorkers: env.OCR_WORKERS,
      /** A voice provider's widget, when its script and at least one agent id are set. */
      voiceWidget:
        env.VOICE_WIDGET_SCRIPT_URL && (env.VOICE_AGENT_ID_EN || env.VOICE_AGENT_ID_HI)
          ? {
              scriptUrl: env.VOICE_WIDGET_SCRIPT_URL,
              element: env.VOICE_WIDGET_ELEMENT,
              agents: { en: env.VOICE_AGENT_ID_EN, hi: env.VOICE_AGENT_ID_HI },
            }
          : undefined,
      /**
       * Sessions recently seen are kept 60 s: one process owns a PGlite directory, and with
       * PostgreSQL every instance hears the others' sign-outs (LISTEN/NOTIFY).
       */
      sessionCacheMs: (env.SESSION_CACHE_SECONDS ?? 60) * 1000,
      /** Secure cookies need HTTPS; an http deployment would otherwise never keep a session. */
      secureCookies:
        env.NODE_ENV === "production" &&
        (env.APP_ORIGIN ?? "").toLowerCase().startsWith("https://"),
    };
  });

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const withoutEmpty = (env: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );

/** Parses an environment (process.env by default); empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return result.data;
}

/**
 * Which proxies' X-Forwarded-For to believe: "false" none; a number, that many hops from
 * the server ("true" is one: a single load balancer); else a comma-separated list of
 * proxy addresses or ranges. Never the left-most address a client can write itself.
 */
function trustedProxies(value: string): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The admin CLI's settings (`npm run admin`, issue 16): the database, and the secrets it
 * reads from the environment when stdin is not a terminal (a script, a container).
 */
export const AdminCliConfigSchema = z
  .object({
    ...DATABASE_VARIABLES,
    SAATHI_ADMIN_PASSWORD: z.string().optional(),
    SAATHI_ADMIN_PROTECTION_CODE: z.string().optional(),
  })
  .transform((env) => ({
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    password: env.SAATHI_ADMIN_PASSWORD,
    protectionCode: env.SAATHI_ADMIN_PROTECTION_CODE,
  }));
export type AdminCliConfig = z.infer<typeof AdminCliConfigSchema>;

export function loadAdminCliConfig(env: Record<string, string | undefined> = process.env) {
  const result = AdminCliConfigSchema.safeParse(withoutEmpty(env));
  if (!result.success)
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  return result.data;
}
