import { mkdirSync, readlinkSync, renameSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Line, Worker } from "tesseract.js";
import { ReaderBusyError, type LabelReader, type LabelText } from "./label-reader.ts";

const require = createRequire(import.meta.url);

const LANGS = ["eng", "hin"] as const;

/**
 * The English and Hindi models ship as npm packages, one folder each; tesseract.js reads
 * every language from one folder (its in-memory alternative is broken in v7: it names the
 * language by its bytes), so link both into one. Nothing is ever fetched. The integer
 * "best" LSTM models are the small, fast ones.
 */
function modelFolder(): string {
  const folder = path.join(tmpdir(), "saathi-tessdata-4.0.0_best_int");
  mkdirSync(folder, { recursive: true });
  for (const code of LANGS) {
    const file = `${code}.traineddata.gz`;
    const target = path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
      "4.0.0_best_int",
      file,
    );
    linkTo(target, path.join(folder, file));
  }
  return folder;
}

/**
 * Points `link` at `target`. A link left by another checkout (its target gone) is
 * replaced, and two processes linking at once both succeed: the new link is made
 * under a name of its own and renamed into place, which replaces atomically.
 */
export function linkTo(target: string, link: string): void {
  try {
    if (readlinkSync(link) === target) return;
  } catch {
    // no link yet
  }
  const fresh = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  symlinkSync(target, fresh);
  renameSync(fresh, link);
}

/**
 * tesseract.js (WebAssembly) with a small pool of workers, started on the first photo:
 * a server that never sees a photo never pays for the models. A photo that yields almost
 * no letters is read once more with local (Sauvola) thresholding: the default global
 * threshold loses a darker pack on a lighter table, or a photo taken in dim light.
 * At most `workers × 4` photos wait (then ReaderBusyError); a photo whose time runs out,
 * or whose sender has gone, stops waiting, and a worker still reading it is replaced (a
 * tesseract job cannot be stopped, only its worker).
 */
export function createTesseractReader(options: {
  workers: number;
  idleMs?: number;
}): LabelReader & {
  /** Workers alive now (they start on the first photo and stop after a quiet spell). */
  workersRunning(): number;
} {
  const maxWaiting = options.workers * 4;
  const idleMs = options.idleMs ?? 2 * 60 * 1000;
  let pool: Promise<Worker[]> | null = null;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const live = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: { resolve(worker: Worker): void; reject(reason: unknown): void }[] = [];
  const spawn = async () => {
    // The library itself is loaded with the first photo too.
    const { createWorker, OEM } = await import("tesseract.js");
    const worker = await createWorker([...LANGS], OEM.LSTM_ONLY, {
      langPath: modelFolder(),
      cacheMethod: "none",
      gzip: true,
      // Without a handler tesseract.js rethrows a failed job (a broken JPEG, say) where
      // nothing can catch it, and the server dies; the job's promise still rejects.
      errorHandler: () => undefined,
    });
    live.add(worker);
    return worker;
  };
  const terminate = (worker: Worker) => {
    live.delete(worker);
    return worker.terminate().catch(() => undefined);
  };
  const start = async () => {
    const workers = await Promise.all(Array.from({ length: options.workers }, spawn));
    idle.push(...workers);
    return workers;
  };
  // Each worker holds its language models (about 100 MB): after a quiet spell they go,
  // and the next photo starts them again (issue 12 part 5).
  const stopWhenQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      if (waiting.length > 0 || idle.length < live.size) return;
      pool = null;
      for (const worker of idle.splice(0)) void terminate(worker);
    }, idleMs);
    quiet.unref();
  };
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) return next.resolve(worker);
    idle.push(worker);
    if (idle.length === live.size) stopWhenQuiet();
  };
  const replace = (worker: Worker) => {
    void terminate(worker);
    void spawn().then(release, () => undefined);
  };
  const acquire = async (signal?: AbortSignal): Promise<Worker> => {
    clearTimeout(quiet);
    pool ??= start().catch((error: unknown) => {
      pool = null;
      throw error;
    });
    await pool;
    signal?.throwIfAborted();
    const free = idle.pop();
    if (free) return free;
    if (waiting.length >= maxWaiting) throw new ReaderBusyError();
    return new Promise<Worker>((resolve, reject) => {
      const waiter = { resolve, reject };
      waiting.push(waiter);
      signal?.addEventListener(
        "abort",
        () => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          reject(abortReason(signal));
        },
        { once: true },
      );
    });
  };
  const recognize = async (worker: Worker, image: Buffer) =>
    (await worker.recognize(image, {}, { text: true, blocks: true })).data;
  const readWith = async (worker: Worker, image: Buffer): Promise<LabelText> => {
    let data = await recognize(worker, image);
    if (letters(data.text) < MIN_LETTERS) {
      await worker.setParameters({ thresholding_method: SAUVOLA });
      try {
        data = await recognize(worker, image);
      } finally {
        await worker.setParameters({ thresholding_method: OTSU });
      }
    }
    const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    return { text: data.text, title: biggestLine(lines), by: "ocr" };
  };
  return {
    by: "ocr",
    async read(image: Buffer, _mime: string, signal?: AbortSignal): Promise<LabelText> {
      signal?.throwIfAborted();
      const worker = await acquire(signal);
      let stopped = false;
      try {
        return await untilAborted(readWith(worker, image), signal, () => (stopped = true));
      } finally {
        if (stopped) replace(worker);
        else release(worker);
      }
    },
    async close() {
      clearTimeout(quiet);
      if (pool) await pool.catch(() => []);
      pool = null;
      idle.length = 0;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error("reader closed"));
      await Promise.all([...live].map(terminate));
    },
    workersRunning: () => live.size,
  };
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error("aborted");

/** The work, or the signal's reason as soon as it aborts (calling `onAbort` first). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void) {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(abortReason(signal));
    };
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** Tesseract's thresholding methods (its "thresholding_method" parameter). */
const OTSU = "0";
const SAUVOLA = "2";
/** Fewer letters than a short brand name: the first reading found nothing to go on. */
const MIN_LETTERS = 4;
const letters = (text: string) => (text.match(/[\p{L}]/gu) ?? []).length;

/** The tallest confident line of letters: on a pack that is usually the brand. */
function biggestLine(lines: Line[]): string | null {
  let best: { text: string; height: number } | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    if (line.confidence < 50 || !/[\p{L}\p{M}]{3}/u.test(text)) continue;
    const height = line.bbox.y1 - line.bbox.y0;
    if (!best || height > best.height) best = { text, height };
  }
  return best?.text ?? null;
}
