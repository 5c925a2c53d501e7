import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export type CameraState =
  { status: "loading" } | { status: "live" } | { status: "error"; message: string };

/** 000 §9: rear camera preferred, ideal 1280x720 (at most 1920x1080), no audio. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: "environment" },
    width: { ideal: 1280, max: 1920 },
    height: { ideal: 720, max: 1080 },
  },
};

const supported = () => typeof navigator.mediaDevices?.getUserMedia === "function";

/**
 * The camera for as long as the live view is mounted: loading, then live into the video
 * element, or an error to retry. The stream stops on capture and when the view goes.
 */
export function useCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  texts: {
    unsupported: string;
    failed: (message: string) => string;
    denied: string;
    notFound: string;
  },
) {
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>(() =>
    supported() ? { status: "loading" } : { status: "error", message: texts.unsupported },
  );
  const [attempt, setAttempt] = useState(0);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, [videoRef]);

  useEffect(() => {
    if (!supported()) return;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia(CAMERA_CONSTRAINTS)
      .then(async (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setState({ status: "live" });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : "";
        // 000 §8 "Camera access failed: {message}", with words people can act on.
        const message = texts.failed(
          name === "NotAllowedError"
            ? texts.denied
            : name === "NotFoundError" || name === "OverconstrainedError"
              ? texts.notFound
              : error instanceof Error
                ? error.message
                : String(error),
        );
        setState({ status: "error", message });
      });
    return () => {
      cancelled = true;
      stop();
    };
    // texts are translations of the moment; only a new attempt restarts the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, stop, videoRef]);

  const retry = () => {
    setState(supported() ? { status: "loading" } : { status: "error", message: texts.unsupported });
    setAttempt((n) => n + 1);
  };
  return { state, stop, retry };
}

/** Safari on iPhone and iPad: the native camera input works better than a live view. */
export function isIOS(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1)
  );
}

/** The current frame as a JPEG at 0.95 (000 §9). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("no 2D canvas"));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("empty image"))),
      "image/jpeg",
      0.95,
    ),
  );
}
