// Where the first load goes (issue 12 part 1; a report, not a test). Builds the web app into
// a temporary folder with a plugin that records each chunk's modules, serves that build,
// opens each route on a phone-sized page and prints, per route, the scripts it loaded before
// it settled (gzipped) and what each is made of (packages, or our own folders).
// Usage: npm run build:server && node bench/bundle-report.mjs [-- --paths /,/dashboard,/chat]
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build } from "vite";
import { chromePath, chromiumArgs } from "../scripts/chromium.mjs";
import { processes } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    paths: { type: "string", default: "/,/dashboard,/chat" },
    port: { type: "string", default: "4198" },
    language: { type: "string", default: "en" },
  },
});

/** A module's owner: its npm package, or the folder of ours it sits in. */
function ownerOf(id) {
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (pkg) return pkg[1];
  const ours = /src[\\/]web[\\/]((?:features|app|lib|components|locales)[\\/][^\\/]+)/.exec(id);
  return ours ? ours[1] : path.basename(id);
}

const chunks = new Map(); // file name → { owner → rendered bytes }
const outDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bundle-"));
await build({
  logLevel: "warn",
  build: { outDir },
  plugins: [
    {
      name: "saathi-bundle-report",
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== "chunk") continue;
          const owners = {};
          for (const [id, info] of Object.entries(item.modules)) {
            owners[ownerOf(id)] = (owners[ownerOf(id)] ?? 0) + info.renderedLength;
          }
          chunks.set(item.fileName, owners);
        }
      },
    },
  ],
});

const base = `http://127.0.0.1:${values.port}`;
const procs = processes();
await procs.start(
  ["dist/node/server/main.js"],
  {
    PORT: values.port,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: outDir,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "saathi-bundle-data-")),
  },
  `${base}/api/ready`,
);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  for (const route of values.paths.split(",")) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const loaded = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      loaded.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname.replace(/^\//, ""),
          gzip: gzipSync(body, { level: 9 }).length,
          raw: body.length,
        })),
      );
    });
    await page.goto(`${base}${route}?lng=${values.language}`, { waitUntil: "networkidle" });
    await page.waitForLoadState("networkidle");
    const scripts = (await Promise.all(loaded)).sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\n${route} (${values.language}): ${kb(total)} gzipped in ${scripts.length} files`);
    for (const script of scripts) {
      const owners = Object.entries(chunks.get(script.file) ?? {}).sort((a, b) => b[1] - a[1]);
      const rendered = owners.reduce((sum, [, bytes]) => sum + bytes, 0);
      const share = (bytes) => kb((bytes / rendered) * script.gzip);
      const parts = owners
        .slice(0, 6)
        .map(([owner, bytes]) => `${owner} ~${share(bytes)}`)
        .join(", ");
      console.log(`  ${kb(script.gzip).padStart(9)}  ${script.file}  ${parts}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  procs.stop();
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
