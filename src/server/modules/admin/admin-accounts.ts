import { ADMIN_PASSWORD_MIN, PROTECTION_CODE_MIN } from "../../../contracts/admin.ts";
import { EmailSchema } from "../../../contracts/auth.ts";
import type { Database } from "../../db/client.ts";
import { normaliseEmail } from "../auth/auth.service.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createAdminRepository, type AdminRow } from "./admin.repository.ts";
import { newTotpSecret, totpUri } from "./totp.ts";

/** A mistake the operator can fix (printed as it is, without a stack). */
export class AdminCliError extends Error {}

export function checkPassword(password: string): string {
  if (password.length < ADMIN_PASSWORD_MIN)
    throw new AdminCliError(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
  return password;
}
export function checkProtectionCode(code: string): string {
  if (code.length < PROTECTION_CODE_MIN)
    throw new AdminCliError(
      `The protection code must be at least ${PROTECTION_CODE_MIN} characters.`,
    );
  return code;
}

/**
 * What `npm run admin` does (cli.ts asks for the secrets): accounts exist only through
 * these, so there is never a default admin, password or protection code.
 */
export function createAdminAccounts(db: Database) {
  const repo = createAdminRepository(db);
  async function existing(email: string): Promise<AdminRow> {
    const admin = await repo.findByEmail(normaliseEmail(email));
    if (!admin) throw new AdminCliError(`No admin has the email ${email}.`);
    return admin;
  }
  return {
    async create(input: { email: string; password: string; protectionCode: string }) {
      const parsed = EmailSchema.safeParse(input.email);
      if (!parsed.success) throw new AdminCliError(`"${input.email}" is not an email address.`);
      const email = normaliseEmail(parsed.data);
      if (await repo.findByEmail(email))
        throw new AdminCliError(`An admin with ${email} already exists.`);
      const admin = await repo.insert({
        email,
        passwordHash: await hashPassword(checkPassword(input.password)),
        protectionCodeHash: await hashPassword(checkProtectionCode(input.protectionCode)),
      });
      await repo.audit({ adminId: admin.id, action: "created", target: "cli" });
      return admin;
    },
    list: () => repo.list(),
    /** Disabled at once: her sessions end and she can no longer log in. */
    async disable(email: string) {
      const admin = await existing(email);
      await repo.update(admin.id, { disabled: true });
      await repo.deleteSessionsOf(admin.id);
      await repo.audit({ adminId: admin.id, action: "disabled", target: "cli" });
    },
    async resetPassword(email: string, password: string) {
      const admin = await existing(email);
      await repo.update(admin.id, { passwordHash: await hashPassword(checkPassword(password)) });
      await repo.deleteSessionsOf(admin.id);
      await repo.audit({ adminId: admin.id, action: "password-reset", target: "cli" });
    },
    /** A new second-factor secret (replacing any earlier one); the URI goes to her app. */
    async enableTotp(email: string): Promise<string> {
      const admin = await existing(email);
      const secret = newTotpSecret();
      await repo.update(admin.id, { totpSecret: secret, totpLastStep: null });
      await repo.audit({ adminId: admin.id, action: "totp-set", target: "cli" });
      return totpUri(secret, admin.email);
    },
    /** Her phone lost: the second factor removed (she logs in with password and code until
     * a new one is set) and her sessions ended, in case the phone went with one open. */
    async disableTotp(email: string) {
      const admin = await existing(email);
      if (!admin.totpSecret) throw new AdminCliError(`${admin.email} has no second factor.`);
      await repo.update(admin.id, { totpSecret: null, totpLastStep: null });
      await repo.deleteSessionsOf(admin.id);
      await repo.audit({ adminId: admin.id, action: "totp-removed", target: "cli" });
    },
  };
}
