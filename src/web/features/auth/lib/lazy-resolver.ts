import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "../../../lib/load-once.ts";
import { logError } from "../../../lib/log.ts";
import type { resolvers } from "./auth-resolvers.ts";

type Resolvers = typeof resolvers;

/**
 * Starts loading the account forms' checks (zod and the schemas, about 25 KB gzipped) if they
 * are not on their way. The forms call it when she first focuses a field, so they are there
 * by the time she types; a failed load is tried again at the next call.
 */
export const loadAuthChecks = loadOnce(async () => (await import("./auth-resolvers.ts")).resolvers);

/**
 * A form resolver whose checks load on first use, not with the page (issue 12: zod was a fifth
 * of /auth's first load). Until they have come, a check waits for them. If they cannot come
 * (the network went), the form is not stuck: it sends what she typed, and the server checks
 * it with the same schemas and answers field by field in her language. What only the form
 * knows (a password typed twice) is checked by `offline` meanwhile, for the server never sees it.
 */
export function lazyResolver<T extends FieldValues>(
  pick: (resolvers: Resolvers) => Resolver<T>,
  load: () => Promise<Resolvers> = loadAuthChecks,
  offline: (values: T) => FieldErrors<T> = () => ({}),
): Resolver<T> {
  return async (values, context, options) => {
    let checks: Resolvers;
    try {
      checks = await load();
    } catch (error) {
      logError("form checks did not load", error);
      const errors = offline(values);
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    }
    return pick(checks)(values, context, options);
  };
}
