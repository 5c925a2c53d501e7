import type { Page } from "@playwright/test";

/**
 * A fake SpeechRecognition put into the page: it "hears" a fixed question and records
 * what language it was asked to listen in, so voice can be tested without a microphone.
 */
export function fakeVoice(page: Page, heard = "Is walking good exercise?") {
  return page.addInitScript((question: string) => {
    const w = window as unknown as Record<string, unknown>;
    w.__voice = { langs: [] as string[], spoken: [] as string[], aborted: 0 };
    class FakeRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      onstart: (() => void) | null = null;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      start() {
        (w.__voice as { langs: string[] }).langs.push(this.lang);
        setTimeout(() => this.onstart?.(), 10);
        if ((w.__voice as { langs: string[] }).langs.length === 1) {
          setTimeout(() => this.onresult?.({ results: [[{ transcript: question }]] }), 50);
        }
      }
      stop() {}
      abort() {
        (w.__voice as { aborted: number }).aborted++;
      }
    }
    w.SpeechRecognition = FakeRecognition;
    const synth = window.speechSynthesis;
    synth.speak = (u: SpeechSynthesisUtterance) => {
      (w.__voice as { spoken: string[] }).spoken.push(`${u.lang}|${u.text}`);
    };
  }, heard);
}
