import type { FieldValues, Resolver } from "react-hook-form";
import type { resolvers } from "./auth-resolvers.ts";

type Resolvers = typeof resolvers;

let loading: Promise<Resolvers> | undefined;

/**
 * Starts loading the account forms' checks (zod and the schemas, about 25 KB gzipped) if they
 * are not on their way. The forms call it when she first focuses a field, so they are there
 * by the time she types; a failed load is tried again at the next call.
 */
export function loadAuthChecks(): Promise<Resolvers> {
  return (loading ??= import("./auth-resolvers.ts").then(
    (module) => module.resolvers,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * A form resolver whose checks load on first use, not with the page (issue 12: zod was a fifth
 * of /auth's first load). Until they have come, a check waits for them; nothing is skipped.
 */
export function lazyResolver<T extends FieldValues>(
  pick: (resolvers: Resolvers) => Resolver<T>,
): Resolver<T> {
  return async (values, context, options) => pick(await loadAuthChecks())(values, context, options);
}
