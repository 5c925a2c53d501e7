import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { VoiceConfigSchema, type VoiceConfig } from "../../../contracts/voice.ts";
import type { Config } from "../../config.ts";

/**
 * The voice agents come from server configuration, never from the client bundle (issue 5;
 * the spec's client embedded them). Without a widget, browsers use their own speech.
 */
export const voiceRoutes: FastifyPluginAsyncZod<{ widget: Config["voiceWidget"] }> = async (
  app,
  { widget },
) => {
  const config: VoiceConfig = widget
    ? {
        mode: "widget",
        scriptUrl: widget.scriptUrl,
        element: widget.element,
        agents: {
          english: widget.agents.en
            ? { agentId: widget.agents.en, name: "Saathi", voice: "en-IN" }
            : null,
          hindi: widget.agents.hi
            ? { agentId: widget.agents.hi, name: "साथी", voice: "hi-IN" }
            : null,
        },
      }
    : { mode: "browser" };
  app.get(
    "/api/voice/config",
    { schema: { response: { 200: VoiceConfigSchema } } },
    async (_request, reply) => reply.header("Cache-Control", "no-store").send(config),
  );
};
