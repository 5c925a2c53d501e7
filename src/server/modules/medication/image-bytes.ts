import { IMAGE_MAX_BYTES } from "../../../contracts/medication.ts";
import { AppError } from "../../plugins/errors.ts";

export type ImageMime = "image/jpeg" | "image/png" | "image/webp";

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * 000 §3: the base64 content without the data: prefix (a prefix is forgiven). Decoded
 * here so the 5 MB limit of 000 §9 applies to the picture itself, not its encoding.
 */
export function decodeImage(base64: string): Buffer {
  const body = base64.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  if (!BASE64.test(body) || body.length % 4 === 1)
    throw new AppError(
      400,
      "BAD_REQUEST",
      "The photo could not be read. Please choose the photo again.",
    );
  // 4 characters carry 3 bytes: refuse before decoding anything too large.
  if (Math.floor((body.length * 3) / 4) - (body.match(/=+$/)?.[0].length ?? 0) > IMAGE_MAX_BYTES)
    throw tooLarge();
  const image = Buffer.from(body, "base64");
  if (image.length > IMAGE_MAX_BYTES) throw tooLarge();
  return image;
}

/** The type by the file's own first bytes, whatever it was called. */
export function imageType(image: Buffer): ImageMime {
  if (image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff) return "image/jpeg";
  if (image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (image.toString("latin1", 0, 4) === "RIFF" && image.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  throw new AppError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    "Please send a photo in JPEG, PNG or WebP format.",
  );
}

const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", "Please select an image under 5MB.");
