import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "playwright";
import { chromePath, chromiumArgs } from "../../../scripts/chromium.mjs";

export interface LabelSpec {
  lines: { text: string; size: number; weight?: number }[];
  width?: number;
  height?: number;
  background?: string;
  /** The table around the pack: the label sits in a margin of this colour. */
  frame?: string;
}

const require = createRequire(import.meta.url);

/**
 * Noto Sans (Latin) and Noto Sans Devanagari from the dev dependencies, inlined: a label
 * must look the same on every machine, whatever fonts it has (a fresh CI machine has no
 * Devanagari font at all).
 */
const fontFaces = (() => {
  const faces: string[] = [];
  for (const [pkg, family, subset] of [
    ["@fontsource/noto-sans", "Label Sans", "latin"],
    ["@fontsource/noto-sans-devanagari", "Label Sans", "devanagari"],
  ] as const) {
    for (const weight of [400, 700]) {
      const file = require.resolve(
        `${pkg}/files/${pkg.split("/")[1]}-${subset}-${weight}-normal.woff2`,
      );
      const data = readFileSync(file).toString("base64");
      faces.push(
        `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`,
      );
    }
  }
  return faces.join("");
})();

/** The page of a label: black text on a plain background, in the shipped fonts. */
export function labelHtml(spec: LabelSpec): string {
  const body = spec.lines
    .map(
      (l) =>
        `<p style="font-size:${l.size}px;font-weight:${l.weight ?? 400};margin:0 0 ${Math.round(l.size / 3)}px">${escape(l.text)}</p>`,
    )
    .join("");
  const label = `<div style="padding:40px;background:${spec.background ?? "#fff"};color:#111;font-family:'Label Sans',sans-serif">${body}</div>`;
  return `<html><head><style>${fontFaces}</style></head><body style="margin:0;padding:${spec.frame ? 60 : 0}px;background:${spec.frame ?? "#fff"}">${label}</body></html>`;
}

/** Draws a label in an open page and photographs it. */
export async function photographLabel(
  page: Page,
  spec: LabelSpec,
  type: "png" | "jpeg" = "png",
): Promise<Buffer> {
  await page.setViewportSize({ width: spec.width ?? 800, height: spec.height ?? 600 });
  await page.setContent(labelHtml(spec));
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ type, ...(type === "jpeg" ? { quality: 90 } : {}) });
}

/**
 * Product labels drawn by real Chromium, so the OCR tests and the benchmark read pictures
 * nobody has tuned them to.
 */
export async function labelRenderer() {
  const browser: Browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  const page = await browser.newPage();
  return {
    render: (spec: LabelSpec, type: "png" | "jpeg" = "png") => photographLabel(page, spec, type),
    close: () => browser.close(),
  };
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
