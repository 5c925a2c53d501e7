import type { ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientGone } from "../../plugins/client-gone.ts";
import { z } from "zod";
import { ChatRequestSchema, ChatResponseSchema } from "../../../contracts/assistant.ts";
import type { RateLimiter } from "../../plugins/rate-limiter.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import type { AssistantService } from "./assistant.service.ts";

/** 000 §9: the chat waits 30 seconds at most. */
const CHAT_TIMEOUT_MS = 30_000;
const PER_USER = { max: 300, windowMs: 60 * 60 * 1000 };

const HistorySchema = z.object({
  messages: z.array(
    z.object({
      role: z.string(),
      content: z.string(),
      triage: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
});

export const assistantRoutes: FastifyPluginAsyncZod<{
  assistant: AssistantService;
  limiter: RateLimiter;
}> = async (app, { assistant, limiter }) => {
  app.post(
    "/api/chat",
    {
      schema: { body: ChatRequestSchema, response: { 200: ChatResponseSchema } },
      config: { limit: { name: "chat", max: 30, windowMs: 60_000 } },
    },
    async (request, reply) => {
      const user = request.currentUser;
      if (user) await limiter.consume([`chat-hour:user:${user.id}`], PER_USER);
      return assistant.answer(request.body, user?.id ?? null, answerSignal(reply.raw));
    },
  );

  /** Server-sent events: {"delta"} pieces, then the whole answer as the last event. */
  app.post(
    "/api/chat/stream",
    {
      schema: { body: ChatRequestSchema },
      config: { limit: { name: "chat", max: 30, windowMs: 60_000 } },
    },
    async (request, reply) => {
      const user = request.currentUser;
      if (user) await limiter.consume([`chat-hour:user:${user.id}`], PER_USER);
      const signal = answerSignal(reply.raw);
      reply.hijack();
      reply.raw.writeHead(200, {
        // The security headers already set on this reply go out with the stream too.
        ...(reply.getHeaders() as Record<string, string | number | string[]>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
      });
      try {
        for await (const event of assistant.respond(request.body, user?.id ?? null, signal)) {
          if (signal.aborted) break;
          reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
          if ("response" in event && user)
            await assistant.remember(user.id, request.body.message, event);
        }
      } catch (error) {
        // The answer has begun, so no error status: the stream ends without its last event.
        request.log.error({ err: { name: (error as Error).name } }, "chat stream failed");
      } finally {
        reply.raw.end();
      }
    },
  );

  app.get(
    "/api/chat/history",
    { ...signedIn, schema: { response: { 200: HistorySchema } } },
    async (request) => ({
      messages: await assistant.history(requireUser(request).id),
    }),
  );

  app.delete("/api/chat/history", signedIn, async (request) => {
    await assistant.clearHistory(requireUser(request).id);
    return { success: true, message: "Your conversation has been deleted." };
  });
};

/**
 * Ends the model call when the chat's time is up or the user goes away (closed tab, new
 * question). The response's "close" marks a lost client only while the answer is unsent:
 * on Node 20 the request's own "close" fires as soon as its body has been read.
 */
function answerSignal(res: ServerResponse): AbortSignal {
  return AbortSignal.any([AbortSignal.timeout(CHAT_TIMEOUT_MS - 2_000), clientGone(res)]);
}
