import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { useTranslation } from "../../lib/use-translation.tsx";
import { dismissToast, TOAST_DURATION, useToasts } from "../../lib/toast.ts";

/** 000 §9: one toast at a time, 5 s, F8 focuses the region, swipe right 50 px dismisses. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg ${
            item.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-rose-100 bg-white text-stone-900"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t("toast.close")}
            className="absolute top-2 right-2 rounded-full p-2 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        label={t("toast.region", { hotkey: "{hotkey}" })}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
