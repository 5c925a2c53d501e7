import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The operator admin area (issue 16): admin accounts apart from user accounts, their
 * sessions, the audit log and the support messages the public form stores. Admins are made
 * on the server with `npm run admin` only: no default account, password or code anywhere.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const admins = pgTable(
  "admins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; it is the login's `username`. */
    email: text("email").notNull(),
    /** argon2id, as user passwords (modules/auth/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    /** argon2id of the protection code that guards critical operations; never shown. */
    protectionCodeHash: text("protection_code_hash").notNull(),
    /** Base32 RFC 6238 secret when a second factor is set up (`npm run admin -- totp`). */
    totpSecret: text("totp_secret"),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: integer("totp_last_step"),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("admins_email_unique").on(t.email)],
);

/** Only the SHA-256 of an admin session token is stored, as for user sessions. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Idle expiry counts from here; absolute expiry from created_at. */
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/** Who did what, when and from where. Never health content: targets are ids and names of lists. */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a failed login by an unknown email (the email tried is in target). */
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    address: text("address"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("admin_audit_time_idx").on(t.createdAt.desc(), t.id.desc())],
);

/** 001 §3's support message. Keyed by the sender's email, not a user (visitors write too). */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("support_messages_time_idx").on(t.createdAt.desc(), t.id.desc())],
);
