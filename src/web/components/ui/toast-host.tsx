import { lazy, Suspense } from "react";
import { useToasts } from "../../lib/toast.ts";

const Toaster = lazy(async () => ({ default: (await import("./toaster.tsx")).Toaster }));

/** Loads the toast UI with the first toast, keeping it out of every page's first load. */
export function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
