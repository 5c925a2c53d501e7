import type { Language } from "../../domain/language.ts";

/** One namespace's texts: nested objects of strings (and, for documents, arrays). */
export type Texts = { readonly [key: string]: unknown };
export interface TOptions {
  /** Picks `key_one` / `key_other` by the language's plural rules, and fills `{{count}}`. */
  count?: number;
  /** Said when the key is missing. */
  defaultValue?: string;
  /** The object or array at the key, as it is (a document's sections). */
  returnObjects?: boolean;
  /** Where an unprefixed key is looked up, in place of the namespaces the function was made for. */
  ns?: string;
  [value: string]: unknown;
}
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}
type Listener = (language: Language) => void;
export type LoadTexts = (language: Language, namespace: string) => Promise<{ default: Texts }>;

const DEFAULT_NAMESPACE = "common";
/** "waitlist:submit" names its namespace; a colon after anything else is part of the key. */
const PREFIXED = /^([a-z][a-z-]*):(.+)$/;
const VARIABLE = /\{\{\s*([\w]+)\s*\}\}/g;

/**
 * The app's texts in English and Hindi, in place of i18next (issue 12: 14 KB of every first load
 * and most of the start-up's translation work, for the little of it we use). Keys are dotted
 * paths into a namespace's JSON; `{{name}}` is filled from the options; `count` picks the
 * plural form by `Intl.PluralRules`; a namespace other than "common" loads on first use, for the
 * current language only (Hindi has every key English has, so it never falls back to English).
 */
export class Translator {
  private readonly texts = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly failed = new Map<string, Error>();
  /** Every namespace asked for, so a change of language brings each of them along. */
  private readonly used = new Set<string>([DEFAULT_NAMESPACE]);
  private readonly listeners = new Set<Listener>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly plurals = new Map<Language, Intl.PluralRules>();

  constructor(
    public language: Language,
    bundled: Record<Language, Texts>,
    private readonly load: LoadTexts,
    /** Told of a key that has no text (in development: a missing translation). */
    private readonly onMissing?: (key: string) => void,
  ) {
    for (const [code, common] of Object.entries(bundled))
      this.texts.set(`${code}/${DEFAULT_NAMESPACE}`, common);
  }

  /** i18next's name for the language in use; both are the same here. */
  get resolvedLanguage(): Language {
    return this.language;
  }

  hasResourceBundle(language: Language, namespace: string): boolean {
    return this.texts.has(`${language}/${namespace}`);
  }

  /** The first of these namespaces still loading (a promise), or failed (its error), or null. */
  missing(namespaces: readonly string[]): Promise<void> | Error | null {
    for (const namespace of namespaces) {
      if (this.hasResourceBundle(this.language, namespace)) continue;
      const key = `${this.language}/${namespace}`;
      const error = this.failed.get(key);
      if (error) {
        this.failed.delete(key); // "Try again" loads it anew
        return error;
      }
      return this.fetch(this.language, namespace);
    }
    return null;
  }

  /** Loads namespaces for the current language; rejects when one cannot be fetched. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    await Promise.all(list.map((namespace) => this.fetch(this.language, namespace)));
  }

  async changeLanguage(language: Language): Promise<void> {
    await Promise.all([...this.used].map((namespace) => this.fetch(language, namespace)));
    if (language === this.language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: "languageChanged", listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: "languageChanged", listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** t for these namespaces (looked up in order) in the current language; the same function until the language changes. */
  getFixedT(namespaces: string | readonly string[] = DEFAULT_NAMESPACE): TFunction {
    const list = typeof namespaces === "string" ? [namespaces] : [...namespaces];
    const id = `${this.language}|${list.join(",")}`;
    let t = this.fixed.get(id);
    if (!t) {
      const language = this.language;
      t = ((key: string, options?: TOptions) =>
        this.translate(language, list, key, options)) as TFunction;
      this.fixed.set(id, t);
    }
    return t;
  }

  readonly t: TFunction = ((key: string, options?: TOptions) =>
    this.translate(this.language, [DEFAULT_NAMESPACE], key, options)) as TFunction;

  private fetch(language: Language, namespace: string): Promise<void> {
    this.used.add(namespace);
    const key = `${language}/${namespace}`;
    if (this.texts.has(key)) return Promise.resolve();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(language, namespace).then(
        (module) => {
          this.texts.set(key, module.default);
          this.failed.delete(key);
          this.loading.delete(key);
        },
        (error: unknown) => {
          this.loading.delete(key);
          const failure = error instanceof Error ? error : new Error(`texts ${key} did not load`);
          this.failed.set(key, failure);
          throw failure;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  private translate(
    language: Language,
    namespaces: readonly string[],
    key: string,
    options: TOptions = {},
  ): unknown {
    const prefixed = PREFIXED.exec(key);
    const path = prefixed?.[2] ?? key;
    const where = prefixed?.[1] ? [prefixed[1]] : options.ns ? [options.ns] : namespaces;
    const paths =
      typeof options.count === "number"
        ? [`${path}_${this.pluralOf(language, options.count)}`, path]
        : [path];
    for (const namespace of where) {
      const texts = this.texts.get(`${language}/${namespace}`);
      for (const dotted of paths) {
        const found = texts && lookUp(texts, dotted);
        if (typeof found === "string") return fill(found, options);
        if (found !== undefined && options.returnObjects) return found;
      }
    }
    if (options.defaultValue !== undefined) return fill(options.defaultValue, options);
    this.onMissing?.(`${language}/${where.join(",")}:${path}`);
    return path;
  }

  private pluralOf(language: Language, count: number): Intl.LDMLPluralRule {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }
}

function lookUp(texts: Texts, dotted: string): unknown {
  let at: unknown = texts;
  for (const part of dotted.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Texts)[part];
  }
  return at;
}

/** `{{name}}` from the options (a string or a number); anything else is left out. React escapes. */
const fill = (text: string, values: TOptions): string =>
  text.includes("{{")
    ? text.replace(VARIABLE, (_match, name: string) => {
        const value = values[name];
        return typeof value === "string" || typeof value === "number" ? String(value) : "";
      })
    : text;
