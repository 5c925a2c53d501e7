import { Dialog } from "radix-ui";
import { Camera, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { isIOS } from "../hooks/use-camera.ts";
import { LiveCamera } from "./live-camera.tsx";

/**
 * 000 §2, §4 "Take a Photo": loading, live view, capture; an error state with retry,
 * upload and cancel; on iOS the phone's own camera through a capture file input.
 */
export function CameraDialog({
  open,
  onOpenChange,
  onPhoto,
  onUpload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPhoto: (photo: Blob) => void;
  onUpload: () => void;
}) {
  const { t } = useTranslation("safety");
  // Not tied to `open`: while the dialog closes, the live view must not mount and ask
  // an iPhone for the camera.
  const [ios] = useState(isIOS);
  const nativeInput = useRef<HTMLInputElement>(null);
  const done = (photo: Blob) => {
    onOpenChange(false);
    onPhoto(photo);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(96vw,40rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-auto rounded-3xl bg-white p-5 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-stone-900">
              {t("camera.title")}
            </Dialog.Title>
            <Dialog.Close
              className={buttonClasses("ghost", "icon")}
              aria-label={t("camera.cancel")}
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-stone-700">
            {ios ? t("camera.iosText") : t("camera.description")}
          </Dialog.Description>
          {ios ? (
            <>
              <input
                ref={nativeInput}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) done(file);
                }}
              />
              <Button onClick={() => nativeInput.current?.click()}>
                <Camera aria-hidden className="h-5 w-5" /> {t("camera.iosButton")}
              </Button>
            </>
          ) : (
            <LiveCamera
              onPhoto={done}
              onUpload={() => {
                onOpenChange(false);
                onUpload();
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
