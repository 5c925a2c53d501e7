import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createPostgresPool, wrapPglite, wrapPostgres } from "../src/server/db/client.ts";
import { databaseUrlFor } from "../src/server/testing/postgres-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgres: { url: string; template: string } | null;
    /** TEST_REDIS_URL: limit counters are tested in Redis too (CI sets it). */
    redisUrl: string | null;
    /** The probes' lengths: PROBE_CRASH_ROUNDS (default 20) and PROBE_LOAD_SECONDS (20). */
    probes: { crashRounds: number; loadSeconds: number };
  }
}

/**
 * Runs once per test run: migrates one PGlite template (each test clones it instead of
 * running initdb) and, when TEST_DATABASE_URL is set, one PostgreSQL template database;
 * passes TEST_REDIS_URL and the probes' settings on (tests read no environment of their own).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-test-"));
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  const templatePath = path.join(dir, "template.tar");
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `saathi_tpl_${process.pid}_${Date.now()}`;
    const admin = createPostgresPool(url);
    await admin.query(`create database "${template}"`);
    const handle = wrapPostgres(createPostgresPool(databaseUrlFor(url, template)));
    await handle.migrate();
    await handle.close();
    await admin.end();
  }
  project.provide("postgres", url && template ? { url, template } : null);
  project.provide("redisUrl", process.env.TEST_REDIS_URL ?? null);
  project.provide("probes", {
    crashRounds: Number(process.env.PROBE_CRASH_ROUNDS ?? 20),
    loadSeconds: Number(process.env.PROBE_LOAD_SECONDS ?? 20),
  });

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = createPostgresPool(url);
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
