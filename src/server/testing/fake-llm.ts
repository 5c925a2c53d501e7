import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeLlmCall {
  auth: string | undefined;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
}

/**
 * A real OpenAI-compatible HTTP server for the tests (POST /v1/chat/completions), answering
 * as JSON or as server-sent chunks, or failing / hanging when told to.
 */
export async function startFakeLlm(
  reply = "From the model: rest, fluids and a call to your doctor if it persists.",
  port = 0,
) {
  const calls: FakeLlmCall[] = [];
  const state = {
    mode: "ok" as "ok" | "fail" | "hang",
    reply,
    /** The urgency line the model starts with (null: a model that ignores the instruction). */
    urgency: "none" as "none" | "urgent" | "emergency" | null,
    /** Calls whose caller went away before the answer was complete. */
    abandoned: 0,
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as FakeLlmCall["body"];
      calls.push({ auth: req.headers.authorization, body });
      res.once("close", () => {
        if (!res.writableFinished) state.abandoned += 1;
      });
      if (state.mode === "hang") return;
      const text = state.urgency ? `URGENCY: ${state.urgency}\n\n${state.reply}` : state.reply;
      if (state.mode === "fail" || req.url !== "/v1/chat/completions") {
        res.writeHead(500, { "content-type": "application/json" });
        // Providers often echo the request in their errors: ours does, so a test sees if it leaks.
        const asked = body.messages?.at(-1)?.content ?? "";
        return res.end(JSON.stringify({ error: { message: `model is down (${asked})` } }));
      }
      const base = {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1,
        model: body.model,
      };
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of text.match(/.{1,12}/gs) ?? []) {
          const chunk = {
            ...base,
            object: "chat.completion.chunk",
            choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        res.write("data: [DONE]\n\n");
        return res.end();
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          ...base,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: text },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
