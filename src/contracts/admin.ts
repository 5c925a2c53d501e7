import { z } from "zod";
import { ErrorCodeSchema } from "./errors.ts";
import { wholeNumber } from "./numbers.ts";
import { parseCursor } from "./tracker-common.ts";

/**
 * The operator admin calls (001 §7, issue 16). Validation messages are the spec's own texts
 * (001 §5): the admin UI shows them as they are and translates them by their English text.
 */
export const ADMIN_PASSWORD_MIN = 8;
export const PROTECTION_CODE_MIN = 6;
/** argon2 is given at most this much text: longer would only cost the server time. */
const SECRET_MAX = 1024;
export const ADMIN_PAGE_DEFAULT = 100;
export const ADMIN_PAGE_MAX = 1000;

export const ADMIN_TEXTS = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  currentPasswordRequired: "Current password is required",
  newPasswordMin: "New password must be at least 8 characters",
  currentCodeRequired: "Current protection code is required",
  newCodeMin: "New code must be at least 6 characters",
  loginRequired: "Please log in to access admin features",
  invalidCredentials: "Invalid email or password",
  totpRequired: "Enter the 6-digit code from your authenticator app",
  loggedIn: "Logged in",
  loggedOut: "Logged out",
  passwordUpdated: "Password updated successfully",
  currentPasswordWrong: "The current password is incorrect",
  codeValid: "Protection code verified",
  codeInvalid: "The protection code you entered is incorrect",
  codeUpdated: "Protection code has been updated successfully",
  currentCodeWrong: "The current protection code is incorrect",
  tooManyLogins: "Too many failed logins. Please wait and try again.",
  tooManyCodes: "Too many wrong codes. Please wait 15 minutes and try again.",
  tooManyPasswords: "Too many wrong passwords. Please wait 15 minutes and try again.",
  userDeleted: "The account and all of its data have been deleted",
  userNotFound: "This account no longer exists",
} as const;

const secret = (required: string) => z.string(required).min(1, required).max(SECRET_MAX, required);

export const AdminLoginSchema = z.object({
  username: z
    .string(ADMIN_TEXTS.usernameRequired)
    .trim()
    .min(1, ADMIN_TEXTS.usernameRequired)
    .max(254, ADMIN_TEXTS.usernameRequired),
  password: secret(ADMIN_TEXTS.passwordRequired),
  /** Only when the admin has a second factor (RFC 6238, six digits). */
  totp: z
    .string()
    .regex(/^\d{6}$/, ADMIN_TEXTS.totpRequired)
    .optional(),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

export const AdminResetPasswordSchema = z.object({
  currentPassword: secret(ADMIN_TEXTS.currentPasswordRequired),
  newPassword: z
    .string(ADMIN_TEXTS.newPasswordMin)
    .min(ADMIN_PASSWORD_MIN, ADMIN_TEXTS.newPasswordMin)
    .max(SECRET_MAX, ADMIN_TEXTS.newPasswordMin),
});

export const VerifyProtectionSchema = z.object({ protectionCode: secret(ADMIN_TEXTS.codeInvalid) });
/** Deleting a user's account and data (issue 16 part 7): only with the protection code. */
export const AdminDeleteUserSchema = VerifyProtectionSchema;
export const AdminUserIdSchema = z.object({ id: z.uuid(ADMIN_TEXTS.userNotFound) });
export const ProtectionCodeChangeSchema = z.object({
  currentCode: secret(ADMIN_TEXTS.currentCodeRequired),
  newCode: z
    .string(ADMIN_TEXTS.newCodeMin)
    .min(PROTECTION_CODE_MIN, ADMIN_TEXTS.newCodeMin)
    .max(SECRET_MAX, ADMIN_TEXTS.newCodeMin),
});

/** GETs carry a timestamp `t` (001 §7: defeats caches); direct-status also `reconnect`. */
const timestamp = z
  .string()
  .regex(/^\d{1,20}$/)
  .optional();
export const StatusQuerySchema = z.object({
  t: timestamp,
  reconnect: z.enum(["true", "false"]).optional(),
});

/** Newest first: `limit` 1–1,000 (100 unless asked), `before` the trackers' cursor "time_id". */
export const AdminListQuerySchema = z.object({
  t: timestamp,
  limit: wholeNumber("limit")
    .pipe(z.number().min(1, "limit").max(ADMIN_PAGE_MAX, "limit"))
    .default(ADMIN_PAGE_DEFAULT),
  before: z
    .string("before")
    .max(120, "before")
    .refine((value) => parseCursor(value) !== null, "before")
    .optional(),
});
export type AdminListQuery = z.output<typeof AdminListQuerySchema>;

export const AdminStatusSchema = z.object({ isAdmin: z.literal(true), email: z.string() });
export const SuccessMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export const VerifyProtectionResponseSchema = SuccessMessageSchema.extend({ isValid: z.boolean() });
/** The 401 every admin call answers without an admin session (001 §7). */
export const LoginRequiredSchema = z.object({
  requireLogin: z.literal(true),
  message: z.string(),
  code: ErrorCodeSchema,
});

const time = z.string();
const nullableTime = time.nullable();

// 001 §3's admin entities, as the admin UI reads them (camelCase).
export const AdminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Not asked at sign-up: always null, kept so the table's columns match the spec. */
  mobileNumber: z.string().nullable(),
  age: z.number().nullable(),
  pregnancyWeek: z.number().nullable(),
  pregnancyMonth: z.number().nullable(),
  pregnancyTrimester: z.number().nullable(),
  createdAt: time,
});
export const AdminPregnancySchema = z.object({
  id: z.string(),
  userId: z.string(),
  currentWeek: z.number(),
  dueDate: z.string(),
  createdAt: time,
  updatedAt: time,
});
export const AdminMoodSchema = z.object({
  id: z.string(),
  userId: z.string(),
  week: z.number().nullable(),
  mood: z.string(),
  note: z.string(),
  createdAt: time,
});
export const AdminMedicationCheckSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  medicationName: z.string(),
  isSafe: z.boolean().nullable(),
  notes: z.string(),
  createdAt: time,
});
export const AdminSupportMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: time,
});
export const AdminEmailSchema = z.object({
  id: z.string(),
  emailTo: z.string(),
  emailFrom: z.string(),
  subject: z.string(),
  emailType: z.string(),
  status: z.string(),
  statusDetails: z.string().nullable(),
  sentAt: nullableTime,
  createdAt: time,
  userDetails: z.object({ username: z.string() }).nullable(),
});
export const AdminAuditSchema = z.object({
  id: z.string(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: time,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export type AdminPregnancy = z.infer<typeof AdminPregnancySchema>;
export type AdminMood = z.infer<typeof AdminMoodSchema>;
export type AdminMedicationCheck = z.infer<typeof AdminMedicationCheckSchema>;
export type AdminSupportMessage = z.infer<typeof AdminSupportMessageSchema>;
export type AdminEmail = z.infer<typeof AdminEmailSchema>;
export type AdminAudit = z.infer<typeof AdminAuditSchema>;
