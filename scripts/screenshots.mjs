// Screenshots of pages at phone and desktop sizes, in English and Hindi, for looking at
// the app as a user would. Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [paths...]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromePath, chromiumArgs } from "./chromium.mjs";

const [base = "http://localhost:3000", out = "/tmp/saathi-shots", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/", "/waitlist", "/dashboard", "/privacy", "/nope"];
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
for (const size of sizes) {
  for (const lng of ["en", "hi"]) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    for (const route of routes) {
      await page.goto(`${base}${route}${route.includes("?") ? "&" : "?"}lng=${lng}`, {
        waitUntil: "networkidle",
      });
      const name = `${size.name}-${lng}-${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === "1" });
      console.log(`${out}/${name}`);
    }
    await page.close();
  }
}
await browser.close();
