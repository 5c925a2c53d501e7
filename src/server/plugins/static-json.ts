import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding a browser takes best of the two we keep: brotli, else gzip, else none.
 * `q=0` refuses one; `*` stands for any not named.
 */
export function pickEncoding(header: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

interface Prepared {
  identity: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers that are the same for everyone (the guidance tabs, the full FAQ lists) are made
 * into JSON once and compressed once per encoding, at the best ratio, the first time they
 * are asked for; every later request sends those bytes. Compressing them per request cost
 * a compression stream each (a few MB of native memory apiece: with hundreds at once, the
 * server's memory under load went past 500 MB) and the same CPU again and again. The one
 * compression runs off the main thread (the full Hindi FAQ list takes half a second at the
 * best ratio); whoever asks meanwhile waits for the same one.
 */
export function createStaticJson() {
  const cache = new Map<string, Prepared>();
  const compress = (encoding: "br" | "gzip", bytes: Buffer) =>
    encoding === "br"
      ? brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
  return {
    /** Sends the answer kept under `key`, making it with `make` the first time. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, make: () => unknown) {
      let prepared = cache.get(key);
      if (!prepared) {
        prepared = { identity: Buffer.from(JSON.stringify(make())) };
        cache.set(key, prepared);
      }
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      void reply.type("application/json; charset=utf-8").header("Vary", "Accept-Encoding");
      if (encoding === "identity") return reply.send(prepared.identity);
      const kept = prepared;
      kept[encoding] ??= compress(encoding, kept.identity).catch((error: unknown) => {
        delete kept[encoding];
        throw error;
      });
      return reply.header("Content-Encoding", encoding).send(await kept[encoding]);
    },
  };
}
