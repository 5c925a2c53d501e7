/**
 * An OpenAI-compatible images endpoint (POST {baseUrl}/images/generations). The key is
 * sent only to that endpoint and never logged.
 */
export interface RemoteImageOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Milliseconds before giving up; the built-in drawing is used instead. */
  timeoutMs?: number;
}

export async function generateRemoteImage(
  options: RemoteImageOptions,
  prompt: string,
): Promise<{ contentType: string; data: Buffer }> {
  const res = await fetch(`${options.baseUrl}/images/generations`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: options.model,
      prompt,
      n: 1,
      size: "512x512",
      response_format: "b64_json",
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  if (!res.ok) throw new Error(`image endpoint answered ${res.status}`);
  const body = (await res.json()) as { data?: { b64_json?: string }[] };
  const b64 = body.data?.[0]?.b64_json;
  if (!b64) throw new Error("image endpoint sent no image");
  const data = Buffer.from(b64, "base64");
  const contentType =
    data.subarray(0, 4).toString("hex") === "89504e47" ? "image/png" : "image/jpeg";
  return { contentType, data };
}
