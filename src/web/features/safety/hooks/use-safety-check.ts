import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type {
  ImageCheckResponse,
  MedicationCheckResponse,
} from "../../../../contracts/medication.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { toast } from "../../../lib/toast.ts";
import { checkMedication, checkProductImage } from "../api/safety-api.ts";
import { failureMessage } from "../lib/errors.ts";
import { fileProblem, toBase64 } from "../lib/image-file.ts";
import { useRecentChecks } from "./use-recent-checks.ts";

/** 000 §4, §5, §8: the medication and photo checks with their validation and toasts. */
export function useSafetyCheck() {
  const { t, i18n } = useTranslation("safety");
  const language = toLanguage(i18n.language);
  const { recent, remember } = useRecentChecks();
  const [result, setResult] = useState<MedicationCheckResponse | null>(null);
  const [image, setImage] = useState<{
    previewUrl: string;
    result: ImageCheckResponse | null;
  } | null>(null);
  const run = useRef(0);

  const medication = useMutation({
    mutationFn: (name: string) => checkMedication(name, language),
    onMutate: () => setResult(null),
    onSuccess: (answer, name) => {
      setResult(answer);
      remember(name);
      toast({
        title: t("complete"),
        description: t(
          `verdict.${answer.isSafe === true ? "safe" : answer.isSafe === false ? "unsafe" : "unknown"}`,
        ),
        ...(answer.isSafe === false ? { variant: "destructive" as const } : {}),
      });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t("checkError"),
        description: t("checkFailed", { message: failureMessage(error, t, language) }),
      }),
  });

  const photo = useMutation({
    mutationFn: (imageBase64: string) => checkProductImage(imageBase64, language),
  });

  const check = (typed: string) => {
    const name = typed.trim();
    if (!name) {
      toast({
        variant: "destructive",
        title: t("input_required"),
        description: t("enter_medication"),
      });
      return;
    }
    if (!medication.isPending) medication.mutate(name);
  };

  const clearImage = () => {
    run.current++;
    if (image) URL.revokeObjectURL(image.previewUrl);
    setImage(null);
  };

  const analyse = async (file: Blob) => {
    const problem = fileProblem(file);
    if (problem) {
      toast({
        variant: "destructive",
        title: t(problem === "tooLarge" ? "tooLargeTitle" : "notImageTitle"),
        description: t(problem),
      });
      return;
    }
    clearImage();
    const mine = ++run.current;
    let prepared: Awaited<ReturnType<typeof toBase64>>;
    try {
      prepared = await toBase64(file);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("imageError"),
        description: t("camera.processFailed", { message: (error as Error).message }),
      });
      return;
    }
    setImage({ previewUrl: prepared.previewUrl, result: null });
    try {
      const answer = await photo.mutateAsync(prepared.base64);
      if (run.current !== mine) return;
      setImage({ previewUrl: prepared.previewUrl, result: answer });
      toast({ title: t("imageComplete"), description: answer.productName });
    } catch (error) {
      if (run.current !== mine) return;
      toast({
        variant: "destructive",
        title: t("imageError"),
        description: t("imageFailed", { message: failureMessage(error, t, language) }),
      });
    }
  };

  return {
    recent,
    result,
    checking: medication.isPending,
    check,
    clearResult: () => setResult(null),
    image,
    analysing: photo.isPending,
    analyse: (file: Blob) => void analyse(file),
    clearImage,
  };
}
