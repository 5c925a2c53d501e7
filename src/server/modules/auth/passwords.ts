import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum parameters: m=19456 KiB, t=2, p=1 (DESIGN.md §1). */
// Algorithm.Argon2id is a const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified when the account does not exist (same timing). */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    decoy ??= hashPassword("decoy password that no account has");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
