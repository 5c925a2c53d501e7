import { z } from "zod";
import { addDays, localIsoDate } from "../domain/dates.ts";
import { MOODS } from "../domain/trackers/moods.ts";
import { wholeNumber } from "./numbers.ts";
import {
  CLOCK_SKEW_MS,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PAST_DAYS_MAX,
} from "./tracker-limits.ts";

/**
 * What every tracker and the journal share (issue 14 part 11): ids, times, pages. Error
 * messages are i18n keys ("errors.…") the web translates, as in the other contracts.
 */
const DAY_MS = 86_400_000;

/** Free text she may leave empty: trimmed, at most `max` characters. */
export const optionalText = (max: number, message: string) =>
  z.string(message).trim().max(max, message);
/** Free text she must give: trimmed, 1 to `max` characters. */
export const requiredText = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, message);

/** A moment that has happened: ISO 8601 with its zone, not ahead of the clock (beyond a few minutes' skew), not over two years back. Sent on as UTC. */
export const pastTime = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => {
      const at = Date.parse(value);
      const now = Date.now();
      return at <= now + CLOCK_SKEW_MS && at >= now - PAST_DAYS_MAX * DAY_MS;
    }, message)
    .transform((value) => new Date(value).toISOString());

/** A calendar day ("YYYY-MM-DD") from `back` days ago to `ahead` days from her today. */
export const dayWithin = (message: string, back: number, ahead: number) =>
  z.iso.date(message).refine((day) => {
    const today = localIsoDate();
    return day >= addDays(today, -back) && day <= addDays(today, ahead);
  }, message);

/** A measurement: a JSON number, or decimal digits with up to two decimals ("63.5"); kept to 0.01. */
export const measurement = (range: { min: number; max: number }, message: string) =>
  z
    .union(
      [
        z.number(message),
        z
          .string(message)
          .regex(/^\d{1,3}(\.\d{1,2})?$/, message)
          .transform(Number),
      ],
      message,
    )
    .pipe(z.number().min(range.min, message).max(range.max, message))
    .transform((value) => Math.round(value * 100) / 100);

/** A whole number in a range (a cuff's reading): digits only. */
export const wholeIn = (range: { min: number; max: number }, message: string) =>
  wholeNumber(message).pipe(z.number().min(range.min, message).max(range.max, message));

/** Client-made ids (crypto.randomUUID on the device) make a create idempotent. */
export const ItemIdSchema = z.uuid("errors.id");
export const ItemParamsSchema = z.object({ id: ItemIdSchema });

/**
 * Optional on every create: the device's id, and when it was written there (entries kept
 * while signed out keep their own day after sign-in).
 */
export const createFields = {
  id: ItemIdSchema.optional(),
  createdAt: pastTime("errors.createdAt").optional(),
};

export const MoodSchema = z.enum(MOODS, "errors.mood");

/**
 * Where the next page starts: the last item's time and id ("…Z_<uuid>"), or any ISO time
 * (items strictly before it). The id breaks ties between items of the same moment.
 */
export interface Cursor {
  time: string;
  id: string | null;
}
const isZonedTime = (value: string) => z.iso.datetime({ offset: true }).safeParse(value).success;
const isUuid = (value: string) => ItemIdSchema.safeParse(value).success;

export function parseCursor(value: string): Cursor | null {
  const [time = "", id, ...rest] = value.split("_");
  if (rest.length || !isZonedTime(time) || (id !== undefined && !isUuid(id))) return null;
  return { time: new Date(time).toISOString(), id: id ?? null };
}
export const makeCursor = (time: string, id: string): string => `${time}_${id}`;

export const ListQuerySchema = z.object({
  limit: wholeNumber("errors.limit")
    .pipe(z.number().min(1, "errors.limit").max(PAGE_LIMIT_MAX, "errors.limit"))
    .default(PAGE_LIMIT_DEFAULT),
  before: z
    .string("errors.before")
    .max(120, "errors.before")
    .refine((value) => parseCursor(value) !== null, "errors.before")
    .optional(),
});
export type ListQuery = z.output<typeof ListQuerySchema>;

export interface ItemBase {
  id: string;
  createdAt: string;
  updatedAt: string;
}
/** A page of history, newest first; `next` is the cursor for the page after, or null. */
export interface Page<T> {
  items: T[];
  next: string | null;
}
