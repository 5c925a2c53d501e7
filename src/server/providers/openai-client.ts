import type OpenAI from "openai";

/**
 * An OpenAI-compatible client made when a model is first asked, not when the server starts:
 * most servers run without a model, and the SDK costs memory to load (issue 12 part 5).
 * No retries: a failure falls back at once.
 */
export function lazyOpenAI(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= import("openai").then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseUrl,
          apiKey: options.apiKey,
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
    ));
}
