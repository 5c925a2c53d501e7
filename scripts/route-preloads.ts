import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { routeHtmlFile } from "../src/contracts/route-html.ts";
import { LANGUAGES } from "../src/domain/language.ts";
import { PAGES, PAGE_OF_PATH } from "../src/web/app/page-paths.ts";

interface ChunkLike {
  type: "chunk";
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** A chunk and every chunk it imports statically, in the order a browser would ask. */
function closure(file: string, chunks: Map<string, ChunkLike>, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) closure(imported, chunks, into);
  return into;
}

/**
 * The stylesheet first in the head, before the entry and its preloads: Vite writes it after
 * them, and on a connection that takes six requests at a time (HTTP/1.1) the one file the
 * first paint waits for was asked for ninth, sharing the line with scripts (issue 12).
 */
export function stylesheetFirst(html: string): string {
  const sheets = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  const firstScript = html.search(/^[ \t]*<(script|link rel="modulepreload")/m);
  if (!sheets.length || firstScript < 0) return html;
  let rest = html;
  for (const sheet of sheets) rest = rest.replace(sheet, "");
  const at = rest.search(/^[ \t]*<(script|link rel="modulepreload")/m);
  return rest.slice(0, at) + sheets.join("") + rest.slice(at);
}

/**
 * The HTML of each public path in each language, with its page's chunks and its texts in
 * that language named as module preloads (issue 12): they used to be asked for only once the
 * app had loaded and run, a round trip and a slow phone's start-up later. What the entry
 * already loads is not named again. index.html stays as it was.
 */
export function routePreloads(): Plugin {
  let outDir = "dist";
  return {
    name: "saathi-route-preloads",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: { order: "post", handler: stylesheetFirst },
    writeBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle))
        if (item.type === "chunk") chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route-preloads: the build has no entry chunk");
      const loaded = closure(entry.fileName, chunks);
      const html = readFileSync(path.join(outDir, "index.html"), "utf8");
      mkdirSync(path.join(outDir, "routes"), { recursive: true });
      const find = (test: (chunk: ChunkLike) => boolean, what: string) => {
        const found = [...chunks.values()].find(test);
        if (!found) throw new Error(`route-preloads: no chunk for ${what}`);
        return found.fileName;
      };
      for (const [segment, page] of Object.entries(PAGE_OF_PATH)) {
        const entry: { module: string; texts: readonly string[]; opens?: readonly string[] } =
          PAGES[page];
        const { module, texts, opens = [] } = entry;
        const code = find((c) => c.isDynamicEntry && c.name === module, module);
        const parts = opens.map((name) => find((c) => c.isDynamicEntry && c.name === name, name));
        for (const language of LANGUAGES) {
          const words = texts.map((name) => {
            const source = `/locales/${language}/${name}.json`;
            return find((c) => c.facadeModuleId?.endsWith(source) ?? false, source);
          });
          const wanted = [code, ...parts].flatMap((file) => [...closure(file, chunks)]);
          const files = [...new Set([...wanted, ...words])].filter((file) => !loaded.has(file));
          const links = files
            .map(
              (file) =>
                `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
            )
            .join("\n    ");
          writeFileSync(
            path.join(outDir, routeHtmlFile(segment, language)),
            html.replace("</head>", `\n    ${links}\n  </head>`),
          );
        }
      }
    },
  };
}
