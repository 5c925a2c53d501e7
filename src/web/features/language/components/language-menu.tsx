import { Check, Languages } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { LANGUAGES } from "../../../../domain/language.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useLanguage } from "../hooks/use-language.ts";

/**
 * The header's language selector (000 §2): a disclosure listing English and Hindi, each in
 * its own script. Hand-written instead of a menu library: it sits in the first load of
 * every page, and two choices do not need a popper.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className={buttonClasses("ghost", "md")}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("language.choose", { language: t(`language.${language}`) })}
        onClick={() => setOpen((value) => !value)}
      >
        <Languages aria-hidden className="h-5 w-5" />
        <span lang={language}>{t(`language.${language}`)}</span>
      </button>
      {open ? (
        <ul
          id={listId}
          className="absolute right-0 z-50 mt-2 min-w-44 rounded-2xl border border-rose-100 bg-white p-1 shadow-lg"
        >
          {LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-pressed={language === code}
                onClick={() => {
                  choose(code);
                  setOpen(false);
                  triggerRef.current?.focus();
                }}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 text-left text-stone-800 hover:bg-rose-50"
              >
                {t(`language.${code}`)}
                {language === code ? <Check aria-hidden className="h-4 w-4 text-rose-700" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
