import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { ChatView } from "./chat-view.tsx";

/** The floating chat's dialog (000 §2), loaded on first use: not first-load code. */
export function FloatingChatDialog({
  open,
  onOpenChange,
  keepInBrowser,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keepInBrowser: boolean;
  /** The floating button: focus goes back to it on close (it is not a Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("chat");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-2 top-4 bottom-4 z-50 flex flex-col rounded-3xl bg-rose-50 p-4 shadow-2xl sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(42rem,85vh)] sm:w-[26rem]"
        >
          <div className="mb-3 pr-10">
            <Dialog.Title className="text-xl font-bold text-stone-900">
              {t("dialogTitle")}
            </Dialog.Title>
            <Dialog.Description className="text-stone-700">
              {t("dialogSubtitle")}
            </Dialog.Description>
          </div>
          <Dialog.Close
            aria-label={t("close")}
            className="absolute top-3 right-3 rounded-full p-2 hover:bg-rose-100"
          >
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
          <ChatView keepInBrowser={keepInBrowser} className="flex-1" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
