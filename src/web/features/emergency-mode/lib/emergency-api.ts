import { ADMIN_TEXTS } from "../../../../contracts/admin.ts";
import type {
  BannerText,
  EmergencyState,
  EmergencySwitch,
} from "../../../../contracts/emergency.ts";
import { lazyDateFormat } from "../../../lib/dates.ts";

export interface SwitchChange {
  switch: EmergencySwitch;
  on: boolean;
  banner?: BannerText;
}
export type ChangeAnswer = EmergencyState & { message: string; signedOut?: number };
export type Answer<T> =
  | { kind: "ok"; data: T }
  | { kind: "login" }
  | { kind: "failed"; reason: "wrongCode" | "tooManyCodes" | "failed" };

const PATH = "/api/admin/emergency";
/** As every admin call (001 §7): cookies, no cache, and a timestamp on GETs. */
const HEADERS = { "Cache-Control": "no-cache", Pragma: "no-cache", Accept: "application/json" };

async function call<T>(body?: object): Promise<Answer<T>> {
  try {
    const res = await fetch(body ? PATH : `${PATH}?t=${Date.now()}`, {
      method: body ? "POST" : "GET",
      credentials: "include",
      headers: body ? { ...HEADERS, "Content-Type": "application/json" } : HEADERS,
      body: body ? JSON.stringify(body) : null,
    });
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.ok) return { kind: "ok", data: json as T };
    if (res.status === 401) return { kind: "login" };
    const reason =
      json?.message === ADMIN_TEXTS.codeInvalid
        ? "wrongCode"
        : res.status === 429
          ? "tooManyCodes"
          : "failed";
    return { kind: "failed", reason };
  } catch {
    return { kind: "failed", reason: "failed" };
  }
}

/** The admin calls of emergency mode; the HttpOnly admin cookie is the session. */
export const loadSwitches = () => call<EmergencyState>();
export const changeSwitch = (change: SwitchChange, protectionCode: string) =>
  call<ChangeAnswer>({ ...change, protectionCode });

const FORMATS = {
  en: lazyDateFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
  hi: lazyDateFormat("hi-IN", { dateStyle: "medium", timeStyle: "short" }),
};
export const formatWhen = (iso: string, language: string | undefined) =>
  FORMATS[language === "hi" ? "hi" : "en"].format(new Date(iso));
