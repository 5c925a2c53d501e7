/**
 * Errors are only logged (000 §8). Only the message goes to the console: request
 * bodies may hold health content, and the console can be collected by extensions.
 */
export function logError(context: string, error: unknown): void {
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  console.warn(`[saathi] ${context}: ${message?.slice(0, 200) ?? ""}`);
}
