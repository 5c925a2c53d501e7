import type { AdminEmail } from "../../../../contracts/admin.ts";

/** The Emails tab's sub-tabs (001 §2). */
export const EMAIL_VIEWS = ["all", "welcome", "password-reset", "failed"] as const;
export type EmailView = (typeof EMAIL_VIEWS)[number];

function inView(email: AdminEmail, view: EmailView): boolean {
  if (view === "all") return true;
  if (view === "failed") return email.status === "failed";
  return email.emailType === view;
}

/**
 * 001 §5: the search matches recipient, sender, subject, type, status, status details and
 * username, ignoring case.
 */
export function filterEmails(emails: AdminEmail[], query: string, view: EmailView): AdminEmail[] {
  const needle = query.trim().toLocaleLowerCase();
  return emails.filter((email) => {
    if (!inView(email, view)) return false;
    if (!needle) return true;
    return [
      email.emailTo,
      email.emailFrom,
      email.subject,
      email.emailType,
      email.status,
      email.statusDetails,
      email.userDetails?.username,
    ].some((field) => field?.toLocaleLowerCase().includes(needle));
  });
}

export type BadgeVariant = "default" | "outline" | "destructive" | "secondary";

/** 001 §4: sent = default, pending = outline, failed = destructive, any other = secondary. */
export function badgeVariant(status: string): BadgeVariant {
  if (status === "sent") return "default";
  if (status === "pending") return "outline";
  if (status === "failed") return "destructive";
  return "secondary";
}
