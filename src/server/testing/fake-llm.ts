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
) {
  const calls: FakeLlmCall[] = [];
  const state = { mode: "ok" as "ok" | "fail" | "hang", reply };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as FakeLlmCall["body"];
      calls.push({ auth: req.headers.authorization, body });
      if (state.mode === "hang") return;
      if (state.mode === "fail" || req.url !== "/v1/chat/completions") {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "model is down" } }));
      }
      const base = {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1,
        model: body.model,
      };
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of state.reply.match(/.{1,12}/gs) ?? []) {
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
              message: { role: "assistant", content: state.reply },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
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
