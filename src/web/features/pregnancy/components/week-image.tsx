import { Dialog } from "radix-ui";
import { Maximize2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

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
  if (!url) {
    return (
      <div className="flex aspect-square w-full max-w-60 items-center justify-center rounded-3xl bg-stone-100 text-center text-sm text-stone-600">
        {placeholder}
      </div>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="relative w-full max-w-60">
        <img
          src={url}
          alt={alt}
          width={240}
          height={240}
          className="aspect-square w-full rounded-3xl bg-rose-50"
        />
        <Dialog.Trigger className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-3 py-2 text-sm font-medium text-stone-800 shadow hover:bg-white">
          <Maximize2 aria-hidden className="h-4 w-4" /> {t("development.enlarge")}
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-4 shadow-xl">
          <Dialog.Title className="pr-12 font-semibold text-stone-900">{alt}</Dialog.Title>
          <Dialog.Description className="sr-only">{alt}</Dialog.Description>
          <img
            src={url}
            alt={alt}
            width={240}
            height={240}
            className="mt-3 aspect-square w-full rounded-2xl bg-rose-50"
          />
          <Dialog.Close
            aria-label={t("development.close")}
            className="absolute top-3 right-3 rounded-full p-2 text-stone-700 hover:bg-rose-50"
          >
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
