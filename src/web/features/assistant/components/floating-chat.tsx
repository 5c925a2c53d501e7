import { Dialog } from "radix-ui";
import { MessageCircleHeart, X } from "lucide-react";
import { useRef, useState, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ChatView } from "./chat-view.tsx";

const HIDDEN_ON = new Set(["/", "/chat"]);

/** Drag the button anywhere on screen; a press that does not move it opens the chat. */
function useDrag(onClick: () => void) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number; moved: boolean } | null>(
    null,
  );
  return {
    offset,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        start.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y, moved: false };
      },
      onPointerMove: (e: PointerEvent<HTMLButtonElement>) => {
        const s = start.current;
        if (!s) return;
        const dx = e.clientX - s.x;
        const dy = e.clientY - s.y;
        if (Math.abs(dx) + Math.abs(dy) > 6) s.moved = true;
        if (s.moved) {
          const maxX = window.innerWidth - 120;
          const maxY = window.innerHeight - 120;
          setOffset({
            x: Math.min(0, Math.max(-maxX, s.ox + dx)),
            y: Math.min(0, Math.max(-maxY, s.oy + dy)),
          });
        }
      },
      onPointerUp: () => {
        const moved = start.current?.moved ?? false;
        start.current = null;
        if (!moved) onClick();
      },
    },
  };
}

/**
 * 000 §2 floating chat: a draggable button labelled "Saathi", hidden on home and /chat,
 * opening a dialog titled "Saathi" with "Ask any pregnancy related questions".
 */
export function FloatingChat({ keepInBrowser }: { keepInBrowser: boolean }) {
  const { t } = useTranslation("chat");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const drag = useDrag(() => setOpen(true));

  if (HIDDEN_ON.has(pathname)) return null;
  // 000 §2: on /chat the dialog is closed (and stays closed when the user comes back).
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-haspopup="dialog"
        title={t("floatingHint")}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        {...drag.handlers}
        style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}
        className="fixed right-4 bottom-24 z-40 flex touch-none items-center gap-2 rounded-full bg-rose-700 px-5 py-3 font-semibold text-white shadow-xl hover:bg-rose-800 sm:bottom-6"
      >
        <MessageCircleHeart aria-hidden className="h-6 w-6" />
        {t("floatingLabel")}
      </button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 flex flex-col rounded-3xl bg-rose-50 p-4 shadow-2xl sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(42rem,85vh)] sm:w-[26rem]">
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
