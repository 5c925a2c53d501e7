import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session cookies and email links (≥128 bits, DESIGN.md §4). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored: a leaked table cannot be replayed as cookies or links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
