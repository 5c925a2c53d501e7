import { Camera, ImageUp, Search } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, Section } from "../../../components/ui/section.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { loadOnce } from "../../../lib/load-once.ts";
import { useSafetyCheck } from "../hooks/use-safety-check.ts";
import { ImageAnalysis } from "./image-analysis.tsx";
import { MedicationResult } from "./medication-result.tsx";

/**
 * The camera dialog (Radix Dialog, its focus trap and scroll lock: 14 KB gzipped) loads when
 * she first points at, focuses or presses "Take a Photo", not with the page (issue 12).
 */
const loadCamera = loadOnce(() => import("./camera-dialog.tsx"));
const CameraDialog = lazy(async () => ({ default: (await loadCamera()).CameraDialog }));
const prefetchCamera = () => void loadCamera().catch(() => undefined);

/**
 * 000 §2 home safety section: the name field and check button, recent-check chips, the
 * hint examples, take photo and upload image, the result and image analysis panels.
 */
export function SafetySection() {
  const { t } = useTranslation("safety");
  const safety = useSafetyCheck();
  const [name, setName] = useState("");
  const [cameraOpen, setCameraOpen] = useState(false);
  const [camera, setCamera] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const examples = [t("example1"), t("example2"), t("example3")];

  const openCamera = () => {
    setCamera((now) => (now === "ready" ? now : "loading"));
    loadCamera().then(
      () => {
        setCamera("ready");
        setCameraOpen(true);
      },
      () => setCamera("failed"),
    );
  };
  const checkName = (value: string) => {
    setName(value);
    safety.check(value);
  };

  return (
    <Section id="safety" title={t("title")} subtitle={t("subtitle")} className="bg-white">
      <Card>
        <p className="text-stone-800">{t("intro")}</p>
        <form
          className="mt-4 flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            safety.check(name);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t("label")}
          </label>
          <input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t("placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="min-h-12 flex-1 rounded-full border border-stone-300 bg-white px-5 text-base text-stone-900 placeholder:text-stone-500 focus:border-rose-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-rose-600"
          />
          <Button type="submit" size="lg" disabled={safety.checking}>
            {safety.checking ? <Spinner /> : <Search aria-hidden className="h-5 w-5" />}
            {safety.checking ? t("checking") : t("check")}
          </Button>
        </form>
        {safety.recent.length ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-stone-700">{t("recent")}</span>
            <ul className="flex flex-wrap gap-2" aria-label={t("recent")}>
              {safety.recent.map((r) => (
                <li key={r}>
                  <Button variant="secondary" size="sm" onClick={() => checkName(r)}>
                    {r}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>{t("examples")}</span>
          {examples.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => checkName(example)}
              className="min-h-9 rounded-full border border-rose-200 px-3 text-rose-900 hover:bg-rose-50"
            >
              {example}
            </button>
          ))}
        </div>
        {safety.result ? (
          <MedicationResult
            result={safety.result}
            onClear={safety.clearResult}
            onCheck={checkName}
          />
        ) : null}

        <div className="mt-6 border-t border-rose-100 pt-5">
          <h3 className="font-semibold text-stone-900">{t("photoTitle")}</h3>
          <p className="mt-1 text-stone-700">{t("photoText")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={openCamera}
              onPointerEnter={prefetchCamera}
              onFocus={prefetchCamera}
            >
              <Camera aria-hidden className="h-5 w-5" /> {t("takePhoto")}
            </Button>
            <Button variant="outline" onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden className="h-5 w-5" /> {t("uploadImage")}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label={t("uploadImage")}
              data-testid="upload-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) safety.analyse(file);
                event.target.value = "";
              }}
            />
          </div>
          {camera === "loading" ? (
            <p role="status" className="mt-2 flex items-center gap-2 text-stone-700">
              <Spinner /> {t("camera.loading")}
            </p>
          ) : camera === "failed" ? (
            <p role="alert" className="mt-2 text-red-800">
              {t("offline")}
            </p>
          ) : null}
        </div>
        {safety.image ? (
          <ImageAnalysis
            previewUrl={safety.image.previewUrl}
            result={safety.image.result}
            busy={safety.analysing}
            onClear={() => {
              safety.clearImage();
              if (fileInput.current) fileInput.current.value = "";
            }}
          />
        ) : null}
      </Card>
      {camera === "ready" ? (
        <Suspense fallback={null}>
          <CameraDialog
            open={cameraOpen}
            onOpenChange={setCameraOpen}
            onPhoto={(photo) => safety.analyse(photo)}
            onUpload={() => fileInput.current?.click()}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
