import { Maximize2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";

/** The enlarged picture's dialog (Radix) loads when she reaches for Enlarge, not with the page. */
const load = () => import("./week-image-dialog.tsx");
const WeekImageDialog = lazy(load);

/**
 * A week's picture with its placeholder (001 §2: "Visualization loading..." / "Image
 * loading..." until it arrives) and the Enlarge button that opens it in a dialog.
 */
export function WeekImage({
  url,
  alt,
  placeholder,
}: {
  url: string | undefined;
  alt: string;
  placeholder: string;
}) {
  const { t } = useTranslation("dashboard");
  const [open, setOpen] = useState(false);
  const enlarge = useRef<HTMLButtonElement>(null);
  if (!url) {
    return (
      <div className="flex aspect-square w-full max-w-60 items-center justify-center rounded-3xl bg-stone-100 text-center text-sm text-stone-600">
        {placeholder}
      </div>
    );
  }
  return (
    <div className="relative w-full max-w-60">
      <img
        src={url}
        alt={alt}
        width={240}
        height={240}
        className="aspect-square w-full rounded-3xl bg-rose-50"
      />
      <button
        ref={enlarge}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setOpen(true)}
        className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-3 py-2 text-sm font-medium text-stone-800 shadow hover:bg-white"
      >
        <Maximize2 aria-hidden className="h-4 w-4" /> {t("development.enlarge")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WeekImageDialog
            url={url}
            alt={alt}
            onClose={() => {
              setOpen(false);
              // Back where she was: the dialog has no trigger of its own to return to.
              requestAnimationFrame(() => enlarge.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
