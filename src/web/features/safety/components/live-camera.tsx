import { Dialog } from "radix-ui";
import { Camera, RotateCcw, Upload } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { captureFrame, useCamera } from "../hooks/use-camera.ts";

/** The live view of the camera dialog; mounted while the dialog is open. */
export function LiveCamera({
  onPhoto,
  onUpload,
}: {
  onPhoto: (photo: Blob) => void;
  onUpload: () => void;
}) {
  const { t } = useTranslation("safety");
  const videoRef = useRef<HTMLVideoElement>(null);
  const { state, stop, retry } = useCamera(videoRef, {
    unsupported: t("camera.unsupported"),
    failed: (message) => t("camera.accessFailed", { message }),
    denied: t("camera.denied"),
    notFound: t("camera.notFound"),
  });

  useEffect(() => {
    if (state.status === "error")
      toast({ variant: "destructive", title: t("camera.title"), description: state.message });
  }, [state, t]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video || state.status !== "live" || !video.videoWidth) {
      toast({
        variant: "destructive",
        title: t("camera.title"),
        description: t("camera.notReady"),
      });
      return;
    }
    try {
      const photo = await captureFrame(video);
      stop();
      onPhoto(photo);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("camera.title"),
        description: t("camera.captureFailed", { message: (error as Error).message }),
      });
    }
  };

  if (state.status === "error")
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
        <p>{state.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={retry}>
            <RotateCcw aria-hidden className="h-4 w-4" /> {t("camera.retry")}
          </Button>
          <Button variant="outline" onClick={onUpload}>
            <Upload aria-hidden className="h-4 w-4" /> {t("camera.upload")}
          </Button>
          <Dialog.Close className={buttonClasses("ghost")}>{t("camera.cancel")}</Dialog.Close>
        </div>
      </div>
    );

  return (
    <>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-900">
        <video
          ref={videoRef}
          playsInline
          muted
          className="h-full w-full object-cover"
          aria-label={t("camera.description")}
        />
        {state.status !== "live" ? (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-white"
          >
            <Spinner /> {t("camera.loading")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={buttonClasses("ghost")}>{t("camera.cancel")}</Dialog.Close>
        <Button onClick={() => void capture()} disabled={state.status !== "live"}>
          <Camera aria-hidden className="h-5 w-5" /> {t("camera.capture")}
        </Button>
      </div>
    </>
  );
}
