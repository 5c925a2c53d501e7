import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";

/** The week's picture enlarged (loaded when she first asks for it: Radix's dialog code). */
export default function WeekImageDialog(props: { url: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation("dashboard");
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-4 shadow-xl">
          <Dialog.Title className="pr-12 font-semibold text-stone-900">{props.alt}</Dialog.Title>
          <Dialog.Description className="sr-only">{props.alt}</Dialog.Description>
          <img
            src={props.url}
            alt={props.alt}
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
