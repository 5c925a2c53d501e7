import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, OEM, type Line, type Worker } from "tesseract.js";
import type { LabelReader, LabelText } from "./label-reader.ts";

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
    if (!existsSync(path.join(folder, file))) symlinkSync(target, path.join(folder, file));
  }
  return folder;
}

/**
 * tesseract.js (WebAssembly) with a small pool of workers, started on the first photo:
 * a server that never sees a photo never pays for the models. A photo that yields almost
 * no letters is read once more with local (Sauvola) thresholding: the default global
 * threshold loses a darker pack on a lighter table, or a photo taken in dim light.
 */
export function createTesseractReader(options: { workers: number }): LabelReader {
  let pool: Promise<Worker[]> | null = null;
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  const start = async () => {
    const langPath = modelFolder();
    const workers = await Promise.all(
      Array.from({ length: options.workers }, () =>
        createWorker([...LANGS], OEM.LSTM_ONLY, {
          langPath,
          cacheMethod: "none",
          gzip: true,
          // Without a handler tesseract.js rethrows a failed job (a broken JPEG, say) where
          // nothing can catch it, and the server dies; the job's promise still rejects.
          errorHandler: () => undefined,
        }),
      ),
    );
    idle.push(...workers);
    return workers;
  };
  const acquire = async (): Promise<Worker> => {
    pool ??= start().catch((error: unknown) => {
      pool = null;
      throw error;
    });
    await pool;
    return idle.pop() ?? new Promise<Worker>((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  const recognize = async (worker: Worker, image: Buffer) =>
    (await worker.recognize(image, {}, { text: true, blocks: true })).data;
  return {
    by: "ocr",
    async read(image: Buffer): Promise<LabelText> {
      const worker = await acquire();
      try {
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
      } finally {
        release(worker);
      }
    },
    async close() {
      if (!pool) return;
      const workers = await pool.catch(() => []);
      pool = null;
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
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
