import { readStored, removeStored, StorageKeys, writeStored } from "../../../lib/storage.ts";

/**
 * Signed-out conversations stay in this browser (issue 5): the last 50 turns in
 * localStorage, removable by the user; nothing leaves the device.
 */
const LIMIT = 50;

export interface StoredTurn {
  role: "user" | "assistant";
  content: string;
  at: number;
}

export function readLocalHistory(): StoredTurn[] {
  try {
    const parsed = JSON.parse(readStored(StorageKeys.chatHistory) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as StoredTurn[]) : [];
  } catch {
    return [];
  }
}

export function rememberLocally(question: string, answer: string): void {
  const at = Date.now();
  const turns: StoredTurn[] = [
    ...readLocalHistory(),
    { role: "user", content: question, at },
    { role: "assistant", content: answer, at },
  ];
  writeStored(StorageKeys.chatHistory, JSON.stringify(turns.slice(-LIMIT)));
}

export function clearLocalHistory(): void {
  removeStored(StorageKeys.chatHistory);
}
