import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageCheckResponse } from "../../../contracts/medication.ts";
import { ReaderBusyError, type LabelReader } from "../../providers/ocr/label-reader.ts";
import { createTesseractReader } from "../../providers/ocr/tesseract.ts";
import { post } from "../../testing/auth-helpers.ts";
import { labelRenderer } from "../../testing/render-label.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/** Issue 11 item 2: a photo that claims too many pixels, a long queue, a sender who left. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A few hundred bytes of PNG that say 20000 × 20000 pixels (a decompression bomb). */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(20_001 * 8)); // a few rows only: the rest is missing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let label: Buffer;
beforeAll(async () => {
  const renderer = await labelRenderer();
  label = await renderer.render({
    lines: [
      { text: "Crocin Advance", size: 64, weight: 700 },
      { text: "Paracetamol Tablets IP 500 mg", size: 28 },
    ],
  });
  await renderer.close();
}, 60_000);

describe("photos too large to read, and a reader that is busy", () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it("refuses a photo of over 25 megapixels from its header, in the user's language", async () => {
    t = await createTestApp("pglite");
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(2_000);
    for (const [language, words] of [
      ["en", /25 megapixels/],
      ["hi", /25 मेगापिक्सेल/],
    ] as const) {
      const res = await post(t.app, "/api/product/image-check", {
        imageBase64: bomb.toString("base64"),
        language,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      expect(res.json<{ message: string }>().message).toMatch(words);
    }
  });

  it("reads a large photo made smaller first (5000 px wide)", async () => {
    const large = await sharp(label).resize({ width: 5000 }).jpeg().toBuffer();
    const res = await post(t.app, "/api/product/image-check", {
      imageBase64: large.toString("base64"),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImageCheckResponse>().productName).toBe("Crocin Advance");
  }, 60_000);

  it("answers 503 with Retry-After when every reader is busy", async () => {
    const busy: LabelReader = {
      by: "ocr",
      read: () => Promise.reject(new ReaderBusyError()),
      close: async () => undefined,
    };
    const app = await createTestApp("pglite", { labelReaders: [busy] });
    try {
      const res = await post(app.app, "/api/product/image-check", {
        imageBase64: label.toString("base64"),
        language: "hi",
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(res.json<{ message: string }>().message).toMatch(/एक मिनट बाद/);
    } finally {
      await app.close();
    }
  });
});

describe("the OCR pool (real tesseract.js)", () => {
  const reader = createTesseractReader({ workers: 1 });
  afterAll(async () => reader.close());

  it("lets at most four photos wait per worker, and refuses the next at once", async () => {
    const reads = Array.from({ length: 6 }, () => reader.read(label, "image/png"));
    const results = await Promise.allSettled(reads);
    const refused = results.filter(
      (r) => r.status === "rejected" && r.reason instanceof ReaderBusyError,
    );
    expect(refused).toHaveLength(1);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  }, 120_000);

  it("stops a read whose sender has gone, waiting or running, and keeps reading after", async () => {
    const gone = new AbortController();
    const running = reader.read(label, "image/png", gone.signal);
    const waitingGone = new AbortController();
    const waiting = reader.read(label, "image/png", waitingGone.signal);
    waitingGone.abort();
    await expect(waiting).rejects.toThrow();
    // The first read holds the worker now, and its answer needs a message from the worker
    // thread that cannot have come while only promises settled: abort it mid-read. (A fixed
    // 50 ms wait let a warm worker finish first on a quick run, and the test failed.)
    gone.abort();
    await expect(running).rejects.toThrow();
    // The worker that was still reading was replaced: the next photo is read as usual.
    expect((await reader.read(label, "image/png")).text).toMatch(/Crocin/);
  }, 120_000);
});

describe("OCR workers come and go (issue 12 part 5)", () => {
  const reader = createTesseractReader({ workers: 1, idleMs: 300 });
  afterAll(async () => reader.close());

  it("start on the first photo, stop after a quiet spell, and start again for the next", async () => {
    expect(reader.workersRunning()).toBe(0);
    expect((await reader.read(label, "image/png")).text).toMatch(/Crocin/);
    expect(reader.workersRunning()).toBe(1);
    await new Promise((r) => setTimeout(r, 900));
    expect(reader.workersRunning()).toBe(0);
    expect((await reader.read(label, "image/png")).text).toMatch(/Crocin/);
  }, 120_000);
});
