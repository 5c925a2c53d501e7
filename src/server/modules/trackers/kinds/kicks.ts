import {
  KickCreateSchema,
  KickFieldsSchema,
  kickProblems,
  type KickItem,
} from "../../../../contracts/trackers.ts";
import { summariseKicks } from "../../../../domain/trackers/kicks.ts";
import type { Database } from "../../../db/client.ts";
import { kickSessions } from "../../../db/schema/index.ts";
import { defineTracker, invalid } from "../tracker.service.ts";
import { base, present, toDate } from "./common.ts";

/** Kick-counting sessions, with her week when each began (counting is suggested from 28). */
export const kicksTracker = (db: Database) =>
  defineTracker(db, {
    key: "kicks",
    path: "/api/trackers/kicks",
    table: kickSessions,
    time: kickSessions.startedAt,
    timeOf: (row) => row.startedAt,
    createSchema: KickCreateSchema,
    patchSchema: KickFieldsSchema.partial(),
    toValues: async (input, ctx) => ({
      startedAt: toDate(input.startedAt),
      endedAt: input.endedAt ? toDate(input.endedAt) : null,
      movements: input.movements,
      week: await ctx.weekAt(toDate(input.startedAt)),
    }),
    merge: async (row, patch, ctx) => {
      const changes = present(patch);
      const merged = {
        startedAt: changes.startedAt ?? row.startedAt.toISOString(),
        endedAt: changes.endedAt === undefined ? row.endedAt?.toISOString() : changes.endedAt,
        movements: changes.movements ?? row.movements,
      };
      const problems = kickProblems(merged);
      if (Object.keys(problems).length) throw invalid(problems);
      return {
        ...(changes.movements ? { movements: changes.movements } : {}),
        ...(changes.endedAt !== undefined
          ? { endedAt: changes.endedAt ? toDate(changes.endedAt) : null }
          : {}),
        ...(changes.startedAt
          ? {
              startedAt: toDate(changes.startedAt),
              week: await ctx.weekAt(toDate(changes.startedAt)),
            }
          : {}),
      };
    },
    toItem: (row): KickItem => {
      const session = {
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        movements: row.movements,
      };
      return { ...base(row), ...session, week: row.week, summary: summariseKicks(session, row) };
    },
  });
