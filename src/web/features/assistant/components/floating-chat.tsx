import { MessageCircleHeart } from "lucide-react";
import { lazy, Suspense, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

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

/** The dialog and the chat inside it load when she first reaches for the button. */
const loadDialog = () => import("./floating-chat-dialog.tsx");
const FloatingChatDialog = lazy(async () => ({ default: (await loadDialog()).FloatingChatDialog }));

/**
 * 000 §2 floating chat: a draggable button labelled "Saathi" (the layout's slot hides it on
 * home and /chat), opening a dialog titled "Saathi" with "Ask any pregnancy related questions".
 */
export function FloatingChat({ keepInBrowser }: { keepInBrowser: boolean }) {
  const { t } = useTranslation("chat");
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (no second wait); closing it returns to the button.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openChat = () => {
    setOpened(true);
    setOpen(true);
  };
  const drag = useDrag(openChat);
  const prefetch = () => void loadDialog();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t("floatingHint")}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            openChat();
          }
        }}
        // Pointer enter comes before a press, for touch too: the dialog is often there already.
        onPointerEnter={prefetch}
        onFocus={prefetch}
        {...drag.handlers}
        style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}
        className="fixed right-4 bottom-24 z-40 flex touch-none items-center gap-2 rounded-full bg-rose-700 px-5 py-3 font-semibold text-white shadow-xl hover:bg-rose-800 sm:bottom-6"
      >
        <MessageCircleHeart aria-hidden className="h-6 w-6" />
        {t("floatingLabel")}
      </button>
      {opened ? (
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed right-4 bottom-40 z-40 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-stone-800 shadow-lg sm:bottom-20"
            >
              <Spinner />
              {t("opening")}
            </p>
          }
        >
          <FloatingChatDialog
            open={open}
            onOpenChange={setOpen}
            keepInBrowser={keepInBrowser}
            opener={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
