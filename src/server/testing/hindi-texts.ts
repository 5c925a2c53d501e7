import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { projectRoot } from "../project-root.ts";

/** One piece of Hindi that users read, and where it lives. */
export interface HindiText {
  area: "locales" | "source" | "content";
  /** File relative to the project root, then the JSON path or the line. */
  where: string;
  text: string;
  /** Extra Latin words this text may contain: the brand names of its medication entry. */
  brands?: string[];
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Keys under which content holds the ways users TYPE (variant spellings on purpose), not
 * what the app shows: questions.hi / questions.hinglish, aliases, keywords, brand names.
 */
const TYPED_KEYS = new Set(["questions", "aliases", "keywords", "brands"]);
/** Folders of content that are only ways users type: other wordings of the answers' questions. */
const TYPED_FOLDERS = /^content\/assistant-questions\//;

/**
 * Source files whose Devanagari is matching data (words people type, read on a label),
 * owned with the matching rules, or tests; everything else under src/ that holds Hindi is
 * shown to users (replies, medication texts, mail, voice tips).
 */
const NOT_SHOWN = [
  /\.test\.tsx?$/,
  /^src\/server\/testing\//,
  /^src\/domain\/triage/,
  /^src\/domain\/spelling\.ts$/,
  /^src\/domain\/names\/meaning-search\.ts$/,
  /^src\/server\/modules\/assistant\/library\.ts$/,
  /^src\/server\/modules\/medication\/(matcher|name-words|knowledge-base)\.ts$/,
];

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ending.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const rel = (file: string) => path.relative(projectRoot(), file).split(path.sep).join("/");

function jsonStrings(value: unknown, at: string, out: [string, string][], skip?: Set<string>) {
  if (typeof value === "string") out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => jsonStrings(v, `${at}[${i}]`, out, skip));
  else if (value && typeof value === "object")
    for (const [key, v] of Object.entries(value)) {
      if (!skip?.has(key)) jsonStrings(v, at ? `${at}.${key}` : key, out, skip);
    }
}

/** Every string of the Hindi locale files (src/web/locales/hi). */
export function localeTexts(): HindiText[] {
  const dir = path.join(projectRoot(), "src", "web", "locales", "hi");
  return files(dir, /\.json$/).flatMap((file) => {
    const found: [string, string][] = [];
    jsonStrings(JSON.parse(readFileSync(file, "utf8")), "", found);
    return found.map(([at, text]) => ({
      area: "locales" as const,
      where: `${rel(file)} ${at}`,
      text,
    }));
  });
}

/**
 * The Hindi fields of content/ that the app shows: every string under a "hi" key (answers,
 * names, notes, alternatives, trimester notes, week texts), never what users type.
 */
export function contentTexts(): HindiText[] {
  const dir = path.join(projectRoot(), "content");
  return files(dir, /\.json$/)
    .filter((file) => !TYPED_FOLDERS.test(rel(file)))
    .flatMap((file) => {
      const data: unknown = JSON.parse(readFileSync(file, "utf8"));
      const items = Array.isArray(data) ? data : [data];
      return items.flatMap((item: unknown, i) => {
        const found: [string, string][] = [];
        jsonStrings(item, Array.isArray(data) ? `[${i}]` : "", found, TYPED_KEYS);
        const brands = brandNames(item);
        return found
          .filter(([at]) => /(^|\.)hi(\.|\[|$)/.test(at))
          .map(([at, text]) => ({
            area: "content" as const,
            where: `${rel(file)} ${at}`,
            text,
            brands,
          }));
      });
    });
}

function brandNames(item: unknown): string[] {
  const brands = (item as { brands?: { name?: unknown }[] }).brands;
  return Array.isArray(brands)
    ? brands.flatMap((b) => (typeof b.name === "string" ? [b.name] : []))
    : [];
}

/** String literals (and the fixed parts of template literals) in Hindi in shown source files. */
export function sourceTexts(): HindiText[] {
  const src = path.join(projectRoot(), "src");
  return files(src, /\.tsx?$/)
    .filter((file) => !NOT_SHOWN.some((re) => re.test(rel(file))))
    .flatMap((file) => {
      const code = readFileSync(file, "utf8");
      if (!DEVANAGARI.test(code)) return [];
      const tree = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
      const out: HindiText[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node) ||
          ts.isJsxText(node)
        ) {
          if (DEVANAGARI.test(node.text)) {
            const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            out.push({ area: "source", where: `${rel(file)}:${line}`, text: node.text });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(tree);
      return out;
    });
}

export const hindiTexts = (): HindiText[] => [
  ...localeTexts(),
  ...sourceTexts(),
  ...contentTexts(),
];
