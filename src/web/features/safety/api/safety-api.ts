import type {
  ImageCheckResponse,
  MedicationCheckResponse,
} from "../../../../contracts/medication.ts";
import type { Language } from "../../../../domain/language.ts";
import { apiRequest } from "../../../lib/api.ts";

/** 000 §7: POST /api/medication/check {medicationName} (language is additive). */
export async function checkMedication(
  medicationName: string,
  language: Language,
): Promise<MedicationCheckResponse> {
  const res = await apiRequest("POST", "/api/medication/check", { medicationName, language });
  return (await res.json()) as MedicationCheckResponse;
}

/** 000 §7: POST /api/product/image-check {imageBase64} without the data: prefix. */
export async function checkProductImage(
  imageBase64: string,
  language: Language,
): Promise<ImageCheckResponse> {
  const res = await apiRequest("POST", "/api/product/image-check", { imageBase64, language });
  return (await res.json()) as ImageCheckResponse;
}
