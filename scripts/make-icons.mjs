// Renders the Saathi PWA / touch icons from src/web/assets/logo-mark.svg.
// Usage (from the repo root): node scripts/make-icons.mjs
import { readFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromePath, chromiumArgs } from "./chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public", "icons");
const ROSE = "#be185d";

// Reuse the mark's shapes, dropping the outer <svg> and its background <rect>.
const source = readFileSync(join(root, "src/web/assets/logo-mark.svg"), "utf8");
const mark = source
  .replace(/<svg[^>]*>/, "")
  .replace(/<\/svg>/, "")
  .replace(/<rect[^>]*\/>/, "")
  .trim();

// scale: how large the mark is drawn relative to the 64-unit artwork.
const icons = [
  { file: "icon-192.png", size: 192, scale: 1 },
  { file: "icon-512.png", size: 512, scale: 1 },
  // Maskable: keep the mark well inside the central 80% safe zone.
  { file: "icon-maskable-512.png", size: 512, scale: 0.78 },
  { file: "apple-touch-icon.png", size: 180, scale: 0.92 },
];

function iconSvg(size, scale) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
    `<rect width="64" height="64" fill="${ROSE}"/>` +
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`
  );
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const { file, size, scale } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:${ROSE}">` +
        `<div style="width:${size}px;height:${size}px;line-height:0">${iconSvg(size, scale)}</div>` +
        `</body></html>`,
    );
    await page.screenshot({ path: join(outDir, file), omitBackground: false });
    console.log(`wrote public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
