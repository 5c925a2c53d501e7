import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  ItemIdSchema,
  ListQuerySchema,
  makeCursor,
  parseCursor,
  type ListQuery,
  type Page,
} from "../../../contracts/tracker-common.ts";
import type { Alert, SyncKind, SyncOutcome } from "../../../contracts/trackers.ts";
import { daysBetween, type IsoDate } from "../../../domain/dates.ts";
import type { Language } from "../../../domain/language.ts";
import { weekFromDueDate } from "../../../domain/pregnancy.ts";
import { knownStage, type KnownStage } from "../../../domain/triage/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import {
  createTrackerRepository,
  type TrackerRepository,
  type TrackerTable,
} from "./tracker.repository.ts";

/** Who is writing, in which language, and her pregnancy week on a given day. */
export interface TrackerContext {
  userId: string;
  language: Language;
  /** Her week of pregnancy on the day of `at`; null when no pregnancy is going on then. */
  weekAt(at: Date): Promise<number | null>;
  /** Where she was on the (UTC) day of `at` for triage: her week, or the days since a birth. */
  stageAt(at: Date): Promise<KnownStage>;
  /** The same on a calendar day of hers ("YYYY-MM-DD"). */
  stageOn(day: IsoDate): Promise<KnownStage>;
}
export type PregnancyLookup = (userId: string) => Promise<Parameters<typeof knownStage>[0]>;

/** A context whose pregnancy is read once, and only when a tracker asks for the week. */
export function trackerContext(
  userId: string,
  language: Language,
  pregnancy?: PregnancyLookup,
): TrackerContext {
  let found: ReturnType<PregnancyLookup> | undefined;
  const saved = () => (pregnancy ? (found ??= pregnancy(userId)) : Promise.resolve(null));
  const weekOn = async (day: IsoDate) => {
    const current = await saved();
    if (!current || current.ended) return null;
    const gestationalDays = 280 - daysBetween(day, current.dueDate);
    if (gestationalDays < 0 || gestationalDays > 44 * 7) return null;
    return weekFromDueDate(current.dueDate, day);
  };
  const stageOn = async (day: IsoDate): Promise<KnownStage> => {
    const current = await saved();
    if (current?.ended) return knownStage(current, day);
    const week = await weekOn(day);
    return week === null ? {} : { week };
  };
  const utcDay = (at: Date) => at.toISOString().slice(0, 10);
  return {
    userId,
    language,
    weekAt: (at) => weekOn(utcDay(at)),
    stageAt: (at) => stageOn(utcDay(at)),
    stageOn,
  };
}

type Common = "id" | "userId" | "createdAt" | "updatedAt";
type Create = { id?: string | undefined; createdAt?: string | undefined };

/** What makes one tracker: its table, its payloads and its few rules of its own. */
export interface TrackerSpec<T extends TrackerTable, C extends Create, P, Item> {
  key: SyncKind;
  path: string;
  table: T;
  /** The column pages are ordered by (created, measured, occurred or started). */
  time: PgColumn;
  timeOf(row: T["$inferSelect"]): Date;
  createSchema: z.ZodType<C>;
  patchSchema: z.ZodType<P>;
  toValues(
    input: C,
    ctx: TrackerContext & { createdAt: Date },
  ): Omit<T["$inferInsert"], Common> | Promise<Omit<T["$inferInsert"], Common>>;
  /** The changed columns after a PATCH; throws a 400 when the merged entry does not hold. */
  merge(
    row: T["$inferSelect"],
    patch: P,
    ctx: TrackerContext,
  ): Partial<T["$inferInsert"]> | Promise<Partial<T["$inferInsert"]>>;
  toItem(row: T["$inferSelect"]): Item;
  /** The guidance a create answers with, for a reading or symptom that is a danger sign. */
  alert?(row: T["$inferSelect"], language: Language): Alert | null;
  /** A stored row of hers that a new one would repeat (supplements: that one, that day). */
  duplicate?(values: T["$inferInsert"]): SQL;
  /** The field named when a change would repeat another entry of hers. */
  duplicateField?: string;
  /** A kind's own query (appointments' `upcoming`) and the list that answers it. */
  listQuerySchema?: z.ZodType<ListQuery>;
  customList?(
    repo: TrackerRepository<T>,
    userId: string,
    query: ListQuery,
  ): Promise<Page<Item>> | undefined;
}

/** One tracker as routes and sync see it: input already checked by its schemas. */
export interface Tracker {
  key: SyncKind;
  path: string;
  createSchema: z.ZodType;
  patchSchema: z.ZodType;
  listQuerySchema: z.ZodType;
  list(ctx: TrackerContext, query: unknown): Promise<Page<unknown>>;
  create(ctx: TrackerContext, input: unknown): Promise<{ item: unknown; created: boolean }>;
  createMany(ctx: TrackerContext, inputs: unknown[]): Promise<SyncOutcome>;
  patch(ctx: TrackerContext, id: string, input: unknown): Promise<unknown>;
  remove(userId: string, id: string): Promise<void>;
  exportAll(userId: string): Promise<unknown[]>;
}

export const invalid = (fields: Record<string, string>) =>
  new AppError(400, "VALIDATION_FAILED", "Please check the highlighted fields.", fields);
const notFound = () => new AppError(404, "NOT_FOUND", "There is no such entry.");
const idTaken = () =>
  new AppError(409, "CONFLICT", "This id is already in use.", { id: "errors.idTaken" });

/** Field → message, the first message per field (as the error handler names them). */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

const SYNC_CHUNK = 500;

/** PostgreSQL's unique_violation, from either driver (drizzle may wrap it as the cause). */
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (e) => (e as { code?: unknown } | null)?.code === "23505",
  );

/** The shared CRUD of every tracker and the journal: pages, idempotent creates, sync. */
export function defineTracker<T extends TrackerTable, C extends Create, P, Item>(
  db: Database,
  spec: TrackerSpec<T, C, P, Item>,
): Tracker {
  type Row = T["$inferSelect"];
  type Insert = T["$inferInsert"];
  const repo = createTrackerRepository(db, spec.table, spec.time);
  const idOf = (row: Row) => (row as { id: string }).id;
  const show = (row: Row, language: Language) => {
    const item = spec.toItem(row);
    return spec.alert ? { ...item, alert: spec.alert(row, language) } : item;
  };

  async function valuesFor(input: C, ctx: TrackerContext): Promise<Insert> {
    const now = new Date();
    const createdAt = input.createdAt ? new Date(input.createdAt) : now;
    const own = await spec.toValues(input, { ...ctx, createdAt });
    const common = { id: input.id ?? randomUUID(), userId: ctx.userId, createdAt, updatedAt: now };
    return { ...own, ...common };
  }
  const duplicateOf = async (userId: string, values: Insert) =>
    spec.duplicate ? (await repo.find(userId, spec.duplicate(values), [], 1))[0] : undefined;

  return {
    key: spec.key,
    path: spec.path,
    createSchema: spec.createSchema,
    patchSchema: spec.patchSchema,
    listQuerySchema: spec.listQuerySchema ?? ListQuerySchema,

    async list(ctx, query) {
      const q = query as ListQuery;
      const own = spec.customList?.(repo, ctx.userId, q);
      if (own) return own;
      const rows = await repo.page(
        ctx.userId,
        q.limit + 1,
        q.before ? parseCursor(q.before) : null,
      );
      const items = rows.slice(0, q.limit);
      const last = items.at(-1);
      const next =
        rows.length > q.limit && last
          ? makeCursor(spec.timeOf(last).toISOString(), idOf(last))
          : null;
      return { items: items.map((row) => spec.toItem(row)), next };
    },

    async create(ctx, input) {
      const values = await valuesFor(input as C, ctx);
      const [row] = await repo.insertMany([values]);
      if (row) return { item: show(row, ctx.language), created: true };
      // Nothing new: the same id again (hers), the same entry again, or someone else's id.
      const same =
        (await repo.get(ctx.userId, (values as { id: string }).id)) ??
        (await duplicateOf(ctx.userId, values));
      if (!same) throw idTaken();
      return { item: show(same, ctx.language), created: false };
    },

    async createMany(ctx, inputs) {
      const outcome: SyncOutcome = { created: 0, existing: 0, refused: [] };
      const valid: { index: number; values: Insert }[] = [];
      for (const [index, raw] of inputs.entries()) {
        const parsed = spec.createSchema.safeParse(raw);
        const rawId = (raw as { id?: unknown } | null)?.id;
        const id = ItemIdSchema.safeParse(rawId).success ? (rawId as string) : null;
        if (!parsed.success || !parsed.data.id)
          outcome.refused.push({
            index,
            id,
            fields: parsed.success ? { id: "errors.id" } : fieldsOf(parsed.error),
          });
        else valid.push({ index, values: await valuesFor(parsed.data, ctx) });
      }
      for (let start = 0; start < valid.length; start += SYNC_CHUNK) {
        const chunk = valid.slice(start, start + SYNC_CHUNK);
        const inserted = new Set(
          (await repo.insertMany(chunk.map((c) => c.values))).map((row) => idOf(row)),
        );
        outcome.created += inserted.size;
        const left = chunk.filter((c) => !inserted.has((c.values as { id: string }).id));
        const ids = left.map((c) => (c.values as { id: string }).id);
        const hers = new Set((await repo.getMany(ctx.userId, ids)).map((row) => idOf(row)));
        for (const { index, values } of left) {
          const id = (values as { id: string }).id;
          if (hers.has(id) || (await duplicateOf(ctx.userId, values))) outcome.existing++;
          else outcome.refused.push({ index, id, fields: { id: "errors.idTaken" } });
        }
      }
      outcome.refused.sort((a, b) => a.index - b.index);
      return outcome;
    },

    async patch(ctx, id, input) {
      const row = await repo.get(ctx.userId, id);
      if (!row) throw notFound();
      const changes = await spec.merge(row, input as P, ctx);
      let updated: Row | undefined;
      try {
        updated = await repo.update(ctx.userId, id, {
          ...changes,
          updatedAt: new Date(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(409, "CONFLICT", "There is already such an entry.", {
          [spec.duplicateField ?? "body"]: "errors.duplicate",
        });
      }
      if (!updated) throw notFound();
      return show(updated, ctx.language);
    },

    async remove(userId, id) {
      if (!(await repo.remove(userId, id))) throw notFound();
    },

    async exportAll(userId) {
      return (await repo.find(userId)).map((row) => spec.toItem(row));
    },
  };
}
