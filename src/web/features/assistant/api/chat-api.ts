import type { ChatRequest, ChatResponse } from "../../../../contracts/assistant.ts";
import { localIsoDate } from "../../../../domain/dates.ts";
import { deviceStage } from "../../../lib/device-stage.ts";

/** 000 §9: the chat waits 30 seconds at most. */
export const CHAT_TIMEOUT_MS = 30_000;

export class ChatError extends Error {}

/**
 * 000 §7: POST /api/chat {message} → {response}; on a non-OK answer the message comes from
 * the JSON body, else "Server error: {status} {statusText}"; an empty reply is an error.
 * Her week (or days since the birth) saved on this device goes with it, for the triage.
 */
export async function askCompanion(
  request: ChatRequest,
  texts: { serverError: (status: number, statusText: string) => string; empty: string },
): Promise<ChatResponse> {
  const res = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "include",
    body: JSON.stringify({ stage: deviceStage(), today: localIsoDate(), ...request }),
    signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new ChatError(
      typeof body?.message === "string"
        ? body.message
        : texts.serverError(res.status, res.statusText),
    );
  }
  const data = (await res.json().catch(() => null)) as Partial<ChatResponse> | null;
  if (!data || typeof data.response !== "string" || !data.response.trim())
    throw new ChatError(texts.empty);
  return {
    response: data.response,
    triage: data.triage ?? "none",
    sources: data.sources ?? [],
    mode: data.mode ?? "library",
  };
}
