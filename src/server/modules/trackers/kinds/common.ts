import type { ItemBase } from "../../../../contracts/tracker-common.ts";

/** The fields every item shows. */
export const base = (row: { id: string; createdAt: Date; updatedAt: Date }): ItemBase => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Only what a PATCH named (drizzle would skip undefined too; this says so). */
export function present<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export const toDate = (iso: string): Date => new Date(iso);
