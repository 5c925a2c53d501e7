import { z } from "zod";

/** GET /api/voice/config: the browser's own speech, or a provider's widget (000 §7). */
export const VoiceConfigSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("browser") }),
  z.object({
    mode: z.literal("widget"),
    scriptUrl: z.string(),
    element: z.string(),
    agents: z.object({
      english: z.object({ agentId: z.string(), name: z.string(), voice: z.string() }).nullable(),
      hindi: z.object({ agentId: z.string(), name: z.string(), voice: z.string() }).nullable(),
    }),
  }),
]);
export type VoiceConfig = z.infer<typeof VoiceConfigSchema>;
