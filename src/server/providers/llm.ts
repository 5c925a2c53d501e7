import { lazyOpenAI } from "./openai-client.ts";

export interface LlmOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Milliseconds for the whole answer; the chat's own limit is 30 s (000 §9). */
  timeoutMs?: number;
}
export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * Any OpenAI-compatible chat completion endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp,
 * OpenRouter…). No retries: a failure falls back to the library at once.
 */
export function createLlm(options: LlmOptions) {
  const client = lazyOpenAI({ ...options, timeoutMs: options.timeoutMs ?? 25_000 });
  return {
    model: options.model,

    /** The whole answer at once (for answers that are data, like a meal plan). */
    async complete(
      messages: LlmMessage[],
      options: { maxTokens: number; signal?: AbortSignal; model?: string },
    ) {
      const answer = await (
        await client()
      ).chat.completions.create(
        {
          model: options.model ?? this.model,
          messages,
          temperature: 0.7,
          max_tokens: options.maxTokens,
        },
        options.signal ? { signal: options.signal } : {},
      );
      return answer.choices[0]?.message?.content ?? "";
    },

    /** The answer piece by piece (both chat endpoints read it this way). */
    async *stream(messages: LlmMessage[], signal?: AbortSignal): AsyncGenerator<string> {
      const stream = await (
        await client()
      ).chat.completions.create(
        { model: options.model, messages, temperature: 0.3, max_tokens: 500, stream: true },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
export type Llm = ReturnType<typeof createLlm>;
