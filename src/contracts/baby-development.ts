import { z } from "zod";
import { SIZE_KEYS } from "../domain/weeks.ts";

const nonEmpty = z.string().trim().min(1);

/** One language's text for a week (content/weeks/NN.json → en / hi). */
export const WeekTextSchema = z.object({
  /** The size object's name as people say it, e.g. "lime" / "नींबू". */
  size: nonEmpty,
  /** 3–5 sentences about the baby this week. */
  description: nonEmpty,
  keyDevelopments: z.array(nonEmpty).min(3).max(6),
  funFact: nonEmpty,
  /** What the mother may notice in her body this week. */
  motherChanges: nonEmpty,
  tips: z.array(nonEmpty).min(2).max(4),
  /** A plain description of the picture (also its alt text). */
  imageDescription: nonEmpty,
});
export type WeekText = z.infer<typeof WeekTextSchema>;

export const SourceSchema = z.object({
  title: nonEmpty,
  publisher: nonEmpty,
  url: z.url(),
});

/** content/weeks/NN.json: both languages, the sources and when it was reviewed. */
export const WeekContentSchema = z.object({
  week: z.number().int().min(1).max(40),
  sizeKey: z.enum(SIZE_KEYS),
  en: WeekTextSchema,
  hi: WeekTextSchema,
  sources: z.array(SourceSchema).min(2),
  reviewed: z.iso.date(),
});
export type WeekContent = z.infer<typeof WeekContentSchema>;
