import { z } from "zod";
import { ADMIN_TEXTS, PROTECTION_CODE_MIN } from "./admin.ts";

/**
 * Emergency mode (issue 16 part 8): operator switches kept in the database, so every
 * instance follows them within EMERGENCY_CACHE_MS. Toggles stay on until switched off;
 * actions (the two sign-outs) happen once and remember when and by whom.
 */
export const EMERGENCY_TOGGLES = [
  "library-only",
  "photo-checks-off",
  "sign-ups-paused",
  "banner",
] as const;
export const EMERGENCY_ACTIONS = ["sign-out-users", "sign-out-admins"] as const;
export const EMERGENCY_SWITCHES = [...EMERGENCY_TOGGLES, ...EMERGENCY_ACTIONS] as const;
export type EmergencySwitch = (typeof EMERGENCY_SWITCHES)[number];
export const isEmergencyAction = (key: string) =>
  (EMERGENCY_ACTIONS as readonly string[]).includes(key);

/** How long an instance may keep the switches before reading them again. */
export const EMERGENCY_CACHE_MS = 3_000;
export const BANNER_MAX = 300;

export const BannerTextSchema = z.object({
  en: z.string().trim().min(1).max(BANNER_MAX),
  hi: z.string().trim().min(1).max(BANNER_MAX),
});
export type BannerText = z.infer<typeof BannerTextSchema>;

/** Calm, and always with the numbers to call (CONTENT.md: 108 / 112 India, 911 USA). */
export const DEFAULT_BANNER: BannerText = {
  en: "Service is limited right now. For emergencies call 108 / 112 (India) or 911 (USA).",
  hi: "अभी सेवा सीमित है। आपात स्थिति में 108 / 112 (भारत) या 911 (अमेरिका) पर कॉल करें।",
};

export const SwitchStateSchema = z.object({
  switch: z.enum(EMERGENCY_SWITCHES),
  kind: z.enum(["toggle", "action"]),
  /** Always false for an action. */
  on: z.boolean(),
  setAt: z.string().nullable(),
  /** The admin's email; null when never set or the admin is gone. */
  setBy: z.string().nullable(),
  banner: BannerTextSchema.nullable(),
});
export type SwitchState = z.infer<typeof SwitchStateSchema>;

export const EmergencyStateSchema = z.object({ switches: z.array(SwitchStateSchema) });
export type EmergencyState = z.infer<typeof EmergencyStateSchema>;

export const EmergencyChangeSchema = z
  .object({
    switch: z.enum(EMERGENCY_SWITCHES),
    on: z.boolean(),
    protectionCode: z
      .string({ error: ADMIN_TEXTS.codeInvalid })
      .min(PROTECTION_CODE_MIN, ADMIN_TEXTS.codeInvalid)
      .max(1024, ADMIN_TEXTS.codeInvalid),
    banner: BannerTextSchema.optional(),
  })
  .refine((body) => !isEmergencyAction(body.switch) || body.on, {
    message: "An action can only be run (on: true).",
    path: ["on"],
  });
export type EmergencyChange = z.infer<typeof EmergencyChangeSchema>;

export const EmergencyChangeResponseSchema = EmergencyStateSchema.extend({
  message: z.string(),
  /** How many sessions an action ended. */
  signedOut: z.number().int().optional(),
});

/** GET /api/status: public, what a visitor's page needs to know. */
export const PublicStatusSchema = z.object({
  banner: BannerTextSchema.nullable(),
  libraryOnly: z.boolean(),
  photoChecks: z.boolean(),
  signUps: z.boolean(),
});
export type PublicStatus = z.infer<typeof PublicStatusSchema>;

export const EMERGENCY_TEXTS = {
  signUpsPaused: {
    en: "New sign-ups are paused for a short while. If you already have an account, you can still sign in. Please try again later.",
    hi: "नए खाते अभी कुछ समय के लिए बंद हैं। अगर आपका खाता पहले से है, तो आप साइन इन कर सकती हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  },
  photoChecksOff: {
    en: "Photo checks are switched off for now. You can still check a medicine by typing its name.",
    hi: "फ़ोटो से जाँच अभी बंद है। आप दवा का नाम लिखकर अब भी उसकी जाँच कर सकती हैं।",
  },
  saved: "Emergency switch saved",
} as const;
