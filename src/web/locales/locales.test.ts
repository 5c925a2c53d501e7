// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = path.dirname(fileURLToPath(import.meta.url));
const namespaces = (lng: string) =>
  readdirSync(path.join(dir, lng))
    .filter((f) => f.endsWith(".json"))
    .sort();
const load = (lng: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, lng, file), "utf8")) as unknown;

/** Every leaf as [dotted.path, value]; array items count by index. */
function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  throw new Error(`${prefix}: only strings, arrays and objects belong in a locale file`);
}

/** Texts that are the same in both languages on purpose (names, language labels). */
const SAME_IN_BOTH = new Set(["common:language.en", "common:language.hi"]);
/** English needs "a" / "an" before a size name; Hindi grammar has no article. */
const ENGLISH_ONLY_PLACEHOLDERS = new Set(["article"]);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1] ?? "")
    .filter((name) => !ENGLISH_ONLY_PLACEHOLDERS.has(name))
    .sort();

describe("locales", () => {
  it("English and Hindi have the same namespaces", () => {
    expect(namespaces("hi")).toEqual(namespaces("en"));
    expect(namespaces("en")).toContain("common.json");
  });

  for (const file of namespaces("en")) {
    const ns = file.replace(/\.json$/, "");
    const en = new Map(leaves(load("en", file)));
    const hi = new Map(leaves(load("hi", file)));

    it(`${ns}: the en and hi key sets are identical`, () => {
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it(`${ns}: no empty texts, the same {{placeholders}}, Hindi written in Devanagari`, () => {
      for (const [key, english] of en) {
        const hindi = hi.get(key) ?? "";
        expect(english.trim(), `en ${ns}:${key}`).not.toBe("");
        expect(hindi.trim(), `hi ${ns}:${key}`).not.toBe("");
        expect(placeholders(hindi), `${ns}:${key}`).toEqual(placeholders(english));
        const untranslatable = SAME_IN_BOTH.has(`${ns}:${key}`) || !/[a-z]{3}/i.test(english);
        if (!untranslatable) {
          expect(hindi, `hi ${ns}:${key} is not translated`).toMatch(/[\u0900-\u097F]/);
        }
      }
    });
  }
});
