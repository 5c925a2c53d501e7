import { chromium, type Browser } from "playwright";
import { chromePath, chromiumArgs } from "../../../scripts/chromium.mjs";

export interface LabelSpec {
  lines: { text: string; size: number; weight?: number }[];
  width?: number;
  height?: number;
  background?: string;
}

/**
 * Product labels drawn by real Chromium with the machine's fonts (English and Devanagari),
 * so the OCR tests and the benchmark read pictures nobody has tuned them to.
 */
export async function labelRenderer() {
  const browser: Browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  const page = await browser.newPage();
  return {
    async render(spec: LabelSpec, type: "png" | "jpeg" = "png"): Promise<Buffer> {
      const width = spec.width ?? 800;
      const height = spec.height ?? 600;
      await page.setViewportSize({ width, height });
      const body = spec.lines
        .map(
          (l) =>
            `<p style="font-size:${l.size}px;font-weight:${l.weight ?? 400};margin:0 0 ${Math.round(l.size / 3)}px">${escape(l.text)}</p>`,
        )
        .join("");
      await page.setContent(
        `<html><body style="margin:0;padding:40px;background:${spec.background ?? "#fff"};color:#111;font-family:'Noto Sans','Noto Sans Devanagari',sans-serif">${body}</body></html>`,
      );
      return page.screenshot({ type, ...(type === "jpeg" ? { quality: 90 } : {}) });
    },
    close: () => browser.close(),
  };
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
