import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PREGNANCY_WEEK_MAX,
  PREGNANCY_WEEK_MIN,
  USERNAME_MIN,
} from "./auth-limits.ts";
import { LanguageSchema } from "./language.ts";

/**
 * Account payloads (000 §3) and their validation (000 §5). Messages are keys of the web's
 * "auth" namespace, so the same schema gives English or Hindi messages in the form and
 * the server's `fields`.
 */
export { PASSWORD_MAX, PASSWORD_MIN, PREGNANCY_WEEK_MAX, PREGNANCY_WEEK_MIN, USERNAME_MIN };

export const EmailSchema = z
  .string()
  .trim()
  .min(1, "errors.emailRequired")
  .max(254, "errors.emailInvalid")
  .pipe(z.email("errors.emailInvalid"));

export const PregnancyStatusSchema = z.enum(["expecting", "exploring"]);
export type PregnancyStatus = z.infer<typeof PregnancyStatusSchema>;

const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, "errors.passwordMin")
  .max(PASSWORD_MAX, "errors.passwordMax")
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), "errors.passwordCommon");

const NameSchema = (required: string) =>
  z.string().trim().min(1, required).max(80, "errors.nameMax");

export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, "errors.usernameMin")
  .max(30, "errors.usernameMax")
  .regex(/^[\p{L}\p{N}._-]+$/u, "errors.usernameChars");

/** 000 §5: optional, 1–42; an empty value becomes undefined. */
export const PregnancyWeekSchema = z
  .number("errors.pregnancyWeekRange")
  .int("errors.pregnancyWeekRange")
  .min(PREGNANCY_WEEK_MIN, "errors.pregnancyWeekRange")
  .max(PREGNANCY_WEEK_MAX, "errors.pregnancyWeekRange")
  .optional();

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "errors.passwordRequired").max(PASSWORD_MAX, "errors.passwordMax"),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  firstName: NameSchema("errors.firstNameRequired"),
  lastName: NameSchema("errors.lastNameRequired"),
  pregnancyStatus: PregnancyStatusSchema.default("exploring"),
  pregnancyWeek: PregnancyWeekSchema,
  preferredLanguage: LanguageSchema.optional(),
});
export type SignUp = z.input<typeof SignUpSchema>;

export const TokenSchema = z.object({ token: z.string().min(16).max(200) });
export const EmailOnlySchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({
  token: z.string().min(16).max(200),
  password: PasswordSchema,
});

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pregnancyStatus: PregnancyStatusSchema,
  pregnancyWeek: z.number().nullable(),
  preferredLanguage: LanguageSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), user: UserSchema });

/** 000 §3: success, message, user, requiresVerification. */
export const AuthResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: UserSchema.nullable(),
  requiresVerification: z.boolean(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The /account page: profile and language. */
export const ProfileUpdateSchema = z.object({
  firstName: NameSchema("errors.firstNameRequired"),
  lastName: NameSchema("errors.lastNameRequired"),
  pregnancyStatus: PregnancyStatusSchema,
  pregnancyWeek: PregnancyWeekSchema.nullable(),
  preferredLanguage: LanguageSchema,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const DeleteAccountSchema = z.object({
  password: z.string().min(1, "errors.passwordRequired").max(PASSWORD_MAX),
});
