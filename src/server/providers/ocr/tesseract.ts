import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScheduler, createWorker, OEM, type Line, type Scheduler } from "tesseract.js";
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
 * a server that never sees a photo never pays for the models.
 */
export function createTesseractReader(options: { workers: number }): LabelReader {
  let pool: Promise<Scheduler> | null = null;
  const start = async () => {
    const langPath = modelFolder();
    const scheduler = createScheduler();
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
    for (const worker of workers) scheduler.addWorker(worker);
    return scheduler;
  };
  return {
    by: "ocr",
    async read(image: Buffer): Promise<LabelText> {
      pool ??= start().catch((error: unknown) => {
        pool = null;
        throw error;
      });
      const scheduler = await pool;
      const { data } = await scheduler.addJob("recognize", image, {}, { text: true, blocks: true });
      const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
      return { text: data.text, title: biggestLine(lines), by: "ocr" };
    },
    async close() {
      if (!pool) return;
      const scheduler = await pool.catch(() => null);
      pool = null;
      await scheduler?.terminate();
    },
  };
}

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
