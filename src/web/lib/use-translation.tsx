import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { TFunction, Translator } from "./translator.ts";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The texts of these namespaces (the first is the default; "ns:key" names another) in the
 * current language. While a namespace loads the component suspends; a namespace that could not
 * load is an error for the nearest boundary ("Try again" loads it anew). A change of language
 * renders the component again, with a new `t`.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
} {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error("useTranslation needs a TranslationProvider");
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    [i18n],
  );
  useSyncExternalStore(subscribe, () => i18n.language);
  const list =
    namespaces === undefined
      ? ["common"]
      : typeof namespaces === "string"
        ? [namespaces]
        : namespaces;
  const missing = i18n.missing(list);
  // Suspense waits on a thrown promise; an error goes to the nearest boundary.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (missing) throw missing;
  return { t: i18n.getFixedT(list), i18n };
}
