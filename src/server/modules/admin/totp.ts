import { Secret, TOTP } from "otpauth";

/**
 * The optional second factor (RFC 6238: SHA-1, 6 digits, 30 s), as every authenticator app
 * reads it. `otpauth` is small, maintained and has no dependencies beyond @noble/hashes.
 */
const PERIOD_S = 30;
const totpFor = (secret: string, label = "admin") =>
  new TOTP({
    issuer: "Saathi admin",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** 160 random bits, base32, as RFC 4226 recommends. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The code for a moment (the tests type what an authenticator app would show). */
export const totpCode = (secret: string, at: Date): string =>
  totpFor(secret).generate({ timestamp: at.getTime() });

/**
 * The 30-second step a code belongs to, one step of clock drift either way; null when wrong.
 * The caller refuses a step already used, so an overheard code cannot be replayed.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_S) + delta;
}
