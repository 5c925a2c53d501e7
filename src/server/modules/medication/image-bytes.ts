import { IMAGE_MAX_BYTES } from "../../../contracts/medication.ts";
import type { Language } from "../../../domain/language.ts";
import { AppError } from "../../plugins/errors.ts";

export type ImageMime = "image/jpeg" | "image/png" | "image/webp";

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The most pixels a photo may have: a 439 KB PNG can claim 20000 × 20000 pixels and take
 * gigabytes to decode. 25 megapixels is more than any phone camera takes (issue 11).
 */
export const MAX_PIXELS = 25_000_000;
/** Labels are read from a photo no longer than this on its long side: plenty for print. */
export const OCR_LONG_SIDE = 2400;

const TEXTS = {
  unreadable: {
    en: "The photo could not be read. Please choose the photo again.",
    hi: "फ़ोटो खुल नहीं पाई। कृपया फ़ोटो फिर से चुनें।",
  },
  tooLarge: {
    en: "Please select an image under 5MB.",
    hi: "कृपया 5MB से छोटी फ़ोटो चुनें।",
  },
  tooManyPixels: {
    en: "This photo has too many pixels to read (over 25 megapixels). Please take it again at a lower camera resolution, or crop it to the label.",
    hi: "इस फ़ोटो में पढ़ने के लिए बहुत ज़्यादा पिक्सेल हैं (25 मेगापिक्सेल से ज़्यादा)। कृपया कैमरे का रेज़ोल्यूशन कम करके फिर से फ़ोटो लें, या फ़ोटो को सिर्फ़ लेबल तक काट लें।",
  },
  format: {
    en: "Please send a photo in JPEG, PNG or WebP format.",
    hi: "कृपया JPEG, PNG या WebP फ़ॉर्मैट में फ़ोटो भेजें।",
  },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * 000 §3: the base64 content without the data: prefix (a prefix is forgiven). Decoded
 * here so the 5 MB limit of 000 §9 applies to the picture itself, not its encoding.
 */
export function decodeImage(base64: string, language: Language = "en"): Buffer {
  const body = base64.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  if (!BASE64.test(body) || body.length % 4 === 1)
    throw new AppError(400, "BAD_REQUEST", TEXTS.unreadable[language]);
  // 4 characters carry 3 bytes: refuse before decoding anything too large.
  if (Math.floor((body.length * 3) / 4) - (body.match(/=+$/)?.[0].length ?? 0) > IMAGE_MAX_BYTES)
    throw tooLarge(language);
  const image = Buffer.from(body, "base64");
  if (image.length > IMAGE_MAX_BYTES) throw tooLarge(language);
  return image;
}

/** The type by the file's own first bytes, whatever it was called. */
export function imageType(image: Buffer, language: Language = "en"): ImageMime {
  if (image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff) return "image/jpeg";
  if (image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (image.toString("latin1", 0, 4) === "RIFF" && image.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", TEXTS.format[language]);
}

/**
 * A photo ready to read: its size checked from its header before a pixel is decoded, turned
 * upright as the camera recorded, and made smaller when it is larger than print needs.
 */
export async function preparePhoto(
  image: Buffer,
  language: Language = "en",
): Promise<{ image: Buffer; mime: ImageMime } | null> {
  const mime = imageType(image, language);
  // Loaded with the first photo: a server that never sees one never pays for it.
  const { default: sharp } = await import("sharp");
  // A photo whose header cannot be read cannot be read at all (null): never guessed at.
  // The header only, whatever it claims: sharp's own pixel limit would refuse to say.
  const meta = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const { width, height } = meta?.autoOrient ?? {};
  if (!meta || !width || !height) return null;
  if (width * height > MAX_PIXELS)
    throw new AppError(413, "PAYLOAD_TOO_LARGE", TEXTS.tooManyPixels[language]);
  const upright = meta.orientation !== undefined && meta.orientation !== 1;
  if (!upright && Math.max(width, height) <= OCR_LONG_SIDE) return { image, mime };
  const smaller = await sharp(image, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize({
      width: OCR_LONG_SIDE,
      height: OCR_LONG_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .png()
    .toBuffer()
    .catch(() => null);
  return smaller && { image: smaller, mime: "image/png" };
}

const tooLarge = (language: Language) =>
  new AppError(413, "PAYLOAD_TOO_LARGE", TEXTS.tooLarge[language]);
