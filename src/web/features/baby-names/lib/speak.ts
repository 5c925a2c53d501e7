import type { BabyName } from "../../../../contracts/baby-names.ts";

/** Whether this browser can read aloud at all (many in-app browsers cannot). */
export function canSpeak(): boolean {
  return typeof window !== "undefined" && Boolean(window.speechSynthesis);
}

/**
 * Says a name with the browser's own voice: the Devanagari spelling in a Hindi voice
 * (hi-IN) so "Aarav" is not read as English, the Latin one in Indian English otherwise.
 * Returns false when the phone cannot speak.
 */
export function speakName(name: BabyName): boolean {
  if (!canSpeak()) return false;
  const utterance = new SpeechSynthesisUtterance(name.devanagari || name.name);
  utterance.lang = name.devanagari ? "hi-IN" : "en-IN";
  utterance.rate = 0.8;
  const voice = window.speechSynthesis
    .getVoices()
    .find((v) => v.lang.startsWith(utterance.lang.slice(0, 2)));
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}
