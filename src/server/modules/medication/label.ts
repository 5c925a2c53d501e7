import type { FastifyBaseLogger } from "fastify";
import type { ImageCheckResponse } from "../../../contracts/medication.ts";
import type { Language } from "../../../domain/language.ts";
import { safeError } from "../../logger.ts";
import { ReaderBusyError } from "../../providers/ocr/label-reader.ts";
import type { LabelReader, LabelText } from "../../providers/ocr/label-reader.ts";
import { primaryMatch } from "./answers.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { lookup, type NameMatch } from "./matcher.ts";
import { withoutAbsent } from "./label-qualifiers.ts";
import { nameWords } from "./name-words.ts";
import {
  ALSO_ON_LABEL,
  kindLabel,
  NOTHING_KNOWN,
  UNKNOWN_PRODUCT,
  UNREADABLE,
  verdictWord,
} from "./texts.ts";

export interface LabelInput {
  image: Buffer;
  mime: string;
  language: Language;
  kb: KnowledgeBase;
  readers: LabelReader[];
  log: FastifyBaseLogger;
  /** Aborts when the sender has gone: nothing more is read for her. */
  signal?: AbortSignal;
}

interface LabelAnswer {
  answer: ImageCheckResponse;
  entryId: string | null;
}

/**
 * Reads the label (a vision model first when configured, else OCR; the next reader when
 * one fails), then lets the knowledge base decide: the riskiest known ingredient sets the
 * verdict, exactly as for a typed name. The photo itself is never kept.
 */
export async function readLabel(input: LabelInput): Promise<LabelAnswer> {
  const { language, kb } = input;
  const label = await firstReading(input);
  const lines = label
    ? label.text
        .split("\n")
        .map(withoutAbsent)
        .filter((line) => nameWords(line).length)
    : [];
  if (!label || !lines.some((line) => /[\p{L}\p{M}]{3}/u.test(line))) {
    return unreadablePhoto(language);
  }
  const matches = distinct(lines.flatMap((line) => lookup(kb, line, false).matches));
  const title = label.title?.trim() || lines[0]?.trim() || UNKNOWN_PRODUCT[language];
  const primary = primaryMatch(matches);
  if (!primary) return unanswered(title.slice(0, 80), NOTHING_KNOWN[language], label.by);

  const entry = primary.ref.entry;
  const others = matches.filter((m) => m !== primary);
  const also = others.length
    ? `\n\n${ALSO_ON_LABEL[language]} ${others
        .map((m) => `${m.ref.entry.name[language]} (${verdictWord(m.ref.entry, language)})`)
        .join(", ")}.`
    : "";
  const answer: ImageCheckResponse = {
    productName: productName(kb, label, primary, matches),
    productType: kindLabel(entry.kind, language),
    isSafe: entry.isSafe,
    notes: `${entry.name[language]}: ${entry.notes[language]}${also}`,
    alternatives: entry.alternatives[language],
    ingredients: [primary, ...others].map((m) => ({
      name: m.ref.entry.name[language],
      isSafe: m.ref.entry.isSafe,
    })),
    sources: entry.sources,
    readBy: label.by,
  };
  return { answer, entryId: entry.id };
}

async function firstReading(input: LabelInput): Promise<LabelText | null> {
  const { image, mime, readers, log } = input;
  for (const reader of readers) {
    const signal = AbortSignal.any([
      AbortSignal.timeout(READ_TIMEOUT_MS),
      ...(input.signal ? [input.signal] : []),
    ]);
    try {
      const label = await reader.read(image, mime, signal);
      if (label.text.trim()) return label;
    } catch (error) {
      // Every reader busy, or nobody left to answer: nothing more to try.
      if (error instanceof ReaderBusyError || input.signal?.aborted) throw error;
      // The reader's name and the error's type only: never what the label said.
      log.warn({ reader: reader.by, err: safeError(error) }, "label read failed");
    }
  }
  return null;
}

/** A label that takes longer than this to read is given up on (issue 11). */
const READ_TIMEOUT_MS = 25_000;

/** The pack's own big print when it names what was found, else the brand, else the print. */
function productName(kb: KnowledgeBase, label: LabelText, primary: NameMatch, all: NameMatch[]) {
  const title = label.title?.trim();
  const named = title ? lookup(kb, title, false).matches : [];
  if (title && named.some((m) => all.some((a) => a.ref.entry.id === m.ref.entry.id)))
    return title.slice(0, 80);
  const brand = all.find((m) => m.ref.brand);
  return brand?.ref.brand ?? title?.slice(0, 80) ?? primary.ref.name;
}

/** A photo nothing could be read from: honest, with how to take a better one. */
export const unreadablePhoto = (language: Language): LabelAnswer =>
  unanswered(UNKNOWN_PRODUCT[language], UNREADABLE[language], "none");

function unanswered(
  productName: string,
  notes: string,
  readBy: ImageCheckResponse["readBy"],
): LabelAnswer {
  return {
    answer: {
      productName,
      productType: "",
      isSafe: null,
      notes,
      alternatives: [],
      ingredients: [],
      sources: [],
      readBy,
    },
    entryId: null,
  };
}

function distinct(matches: NameMatch[]): NameMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.ref.entry.id) && seen.add(m.ref.entry.id));
}
