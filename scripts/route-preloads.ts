import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { PAGE_MODULES, PAGE_OF_PATH } from "../src/web/app/page-paths.ts";

/** Where a path's HTML is written: dist/web/routes/<first segment>.html ("/" is "_root"). */
export const routeHtmlName = (segment: string) => `routes/${segment || "_root"}.html`;

interface ChunkLike {
  type: "chunk";
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
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
 * The HTML of each public path, with its page's chunks named as module preloads (issue 12):
 * the page's code used to be asked for only once the app had loaded and run, a round trip
 * and a slow phone's start-up later. What the entry already loads is not named again, nor
 * the page's texts (her language is known only on the phone). The server sends this file
 * for the path (src/server/plugins/static-spa.ts); index.html stays as it was.
 */
export function routePreloads(): Plugin {
  let outDir = "dist";
  return {
    name: "saathi-route-preloads",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle))
        if (item.type === "chunk") chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route-preloads: the build has no entry chunk");
      const loaded = closure(entry.fileName, chunks);
      const html = readFileSync(path.join(outDir, "index.html"), "utf8");
      mkdirSync(path.join(outDir, "routes"), { recursive: true });
      for (const [segment, page] of Object.entries(PAGE_OF_PATH)) {
        const chunk = [...chunks.values()].find(
          (c) => c.isDynamicEntry && c.name === PAGE_MODULES[page],
        );
        if (!chunk) throw new Error(`route-preloads: no chunk for ${PAGE_MODULES[page]}`);
        const files = [...closure(chunk.fileName, chunks)].filter((file) => !loaded.has(file));
        const links = files
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join("\n    ");
        writeFileSync(
          path.join(outDir, routeHtmlName(segment)),
          html.replace("</head>", `\n    ${links}\n  </head>`),
        );
      }
    },
  };
}
