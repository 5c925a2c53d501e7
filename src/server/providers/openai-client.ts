import type OpenAI from "openai";

type Sdk = { default: typeof OpenAI };

/**
 * An OpenAI-compatible client made when a model is first asked, not when the server starts:
 * most servers run without a model, and the SDK costs memory to load (issue 12 part 5).
 * No retries: a failure falls back at once. A failed load is not kept, so the next question
 * tries again rather than falling back for the life of the server.
 */
export function lazyOpenAI(
  options: { baseUrl: string; apiKey: string; timeoutMs: number },
  load: () => Promise<Sdk> = () => import("openai"),
): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= load().then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseUrl,
          apiKey: options.apiKey,
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
}
