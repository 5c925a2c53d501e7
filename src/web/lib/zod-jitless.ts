/**
 * Zod tries `new Function` the first time it parses an object, to see whether it may compile
 * a faster parser. Our security policy allows no eval, so the browser reports that probe as a
 * policy violation (the FAQ page lost best-practice points for it in Lighthouse). Zod keeps its
 * settings on this global and reads `jitless` before probing: set here, before any chunk loads
 * zod, and without importing zod into the first load.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
