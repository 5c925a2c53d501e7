import { IMAGE_MAX_BYTES } from "../../../../contracts/limits.ts";

export type FileProblem = "notImage" | "tooLarge";

/** 000 §5: only image files, and nothing over 5 MB (5*1024*1024 bytes) is sent. */
export function fileProblem(file: Blob): FileProblem | null {
  if (!file.type.startsWith("image/")) return "notImage";
  if (file.size > IMAGE_MAX_BYTES) return "tooLarge";
  return null;
}

/** The longest side sent: labels stay readable, and a slow network sends a fraction. */
const MAX_SIDE = 2000;

/**
 * The photo as base64 without the data: prefix (000 §3). A big phone photo is scaled
 * down first (JPEG 0.92); a small one, or one the browser cannot draw, goes as it is.
 */
export async function toBase64(file: Blob): Promise<{ base64: string; previewUrl: string }> {
  const previewUrl = URL.createObjectURL(file);
  const scaled = await scaleDown(file).catch(() => null);
  const dataUrl = await readAsDataUrl(scaled ?? file);
  return { base64: dataUrl.slice(dataUrl.indexOf(",") + 1), previewUrl };
}

async function scaleDown(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const scale = MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return null;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(blob);
  });
}
