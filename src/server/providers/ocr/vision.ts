import { lazyOpenAI } from "../openai-client.ts";
import type { LabelReader, LabelText } from "./label-reader.ts";

export interface VisionOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
}

const PROMPT =
  "You read product labels for a pregnancy safety checker. Reply with JSON only: " +
  '{"productName": the product or brand name as printed, "text": every other word printed on ' +
  "the label, ingredients included, one line each}. Copy what is printed (English or Hindi); " +
  "never add advice or guess words you cannot read. If nothing is readable, use empty strings.";

/**
 * A vision model on any OpenAI-compatible endpoint reads the label (LLM_VISION_MODEL).
 * It only reads: the knowledge base still decides what is safe.
 */
export function createVisionReader(options: VisionOptions): LabelReader {
  const client = lazyOpenAI({ ...options, timeoutMs: 20_000 });
  return {
    by: "vision",
    async read(image, mime, signal): Promise<LabelText> {
      const result = await (
        await client()
      ).chat.completions.create(
        {
          model: options.model,
          temperature: 0,
          max_tokens: 600,
          messages: [
            { role: "system", content: PROMPT },
            {
              role: "user",
              content: [
                { type: "text", text: "Read this label." },
                {
                  type: "image_url",
                  image_url: { url: `data:${mime};base64,${image.toString("base64")}` },
                },
              ],
            },
          ],
        },
        { signal },
      );
      const reply = result.choices[0]?.message?.content ?? "";
      const json = /\{[\s\S]*\}/.exec(reply)?.[0];
      const parsed = json ? (JSON.parse(json) as { productName?: unknown; text?: unknown }) : {};
      const title = typeof parsed.productName === "string" ? parsed.productName.trim() : "";
      const text = typeof parsed.text === "string" ? parsed.text : "";
      return { text: [title, text].filter(Boolean).join("\n"), title: title || null, by: "vision" };
    },
    close: async () => {},
  };
}
