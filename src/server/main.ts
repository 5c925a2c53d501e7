import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { acquireDataDirLock, DataDirLockedError } from "./db/data-dir-lock.ts";
import { buildApp } from "./app.ts";
import { safeError } from "./logger.ts";
import { defaultWebRoot } from "./project-root.ts";

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Read config, open the database, migrate, listen, shut down gracefully — nothing else. */
async function main(): Promise<void> {
  const config = readConfig();
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }
  // Until the app's logger exists, a dropped idle connection is reported on stderr.
  let idleError = (error: Error) =>
    console.warn(
      `[saathi] idle database connection closed (${safeError(error).code ?? "no code"})`,
    );
  const database = await openDatabase({ ...config, onIdleError: (error) => idleError(error) });
  await database.migrate();

  const app = await buildApp({ config, database, webRoot: config.webDistDir ?? defaultWebRoot() });
  idleError = (error) => app.log.warn({ err: error }, "idle database connection closed");
  app.addHook("onClose", async () => {
    await database.close();
    lock?.release();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: draining, then no new connections");
    app.lifecycle.draining = true;
    const drained = new Promise((resolve) => setTimeout(resolve, config.drainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.appOrigin, database: database.engine }, "Saathi is ready");
}

main().catch((error: unknown) => {
  fail(`Saathi could not start: ${error instanceof Error ? error.message : String(error)}`);
});
