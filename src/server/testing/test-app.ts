import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle, Engine } from "../db/client.ts";
import type { Mailer } from "../providers/mailer.ts";
import type { LabelReader } from "../providers/ocr/label-reader.ts";
import { createTestDatabase } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh database of its own; env overrides go through loadConfig. */
export async function createTestApp(
  engine: Engine,
  options: {
    env?: Record<string, string>;
    webRoot?: string | null;
    mailer?: Mailer;
    logStream?: NodeJS.WritableStream;
    labelReaders?: LabelReader[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? null,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.labelReaders ? { labelReaders: options.labelReaders } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
