import { ConfigError, loadAdminCliConfig, type AdminCliConfig } from "../../config.ts";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { acquireDataDirLock, DataDirLockedError } from "../../db/data-dir-lock.ts";
import { AdminCliError, createAdminAccounts } from "./admin-accounts.ts";
import { askHidden } from "./ask-hidden.ts";

/**
 * `npm run admin -- <command>` (issue 16): the only way admins come to exist. Runs on the
 * server's database: PGlite in DATA_DIR while the server is stopped (the folder's lock says
 * so if it is not), or PostgreSQL (DATABASE_URL) at any time.
 */
const USAGE = `Usage: npm run admin -- <command>
  create --email <email>      a new admin (asks for a password and a protection code, each twice)
  list                        every admin
  disable <email>             no more logins; her sessions end
  reset-password <email>      a new password (asks twice); her sessions end
  totp <email>                a second factor: prints the otpauth:// URI for her app
  totp-off <email>            removes her second factor (a lost phone); her sessions end

On a terminal the secrets are typed (not shown). Otherwise they are read from
SAATHI_ADMIN_PASSWORD and SAATHI_ADMIN_PROTECTION_CODE.`;

async function secret(
  config: AdminCliConfig,
  what: "password" | "protection code",
  twice: boolean,
): Promise<string> {
  const variable = what === "password" ? "SAATHI_ADMIN_PASSWORD" : "SAATHI_ADMIN_PROTECTION_CODE";
  if (!process.stdin.isTTY) {
    const value = what === "password" ? config.password : config.protectionCode;
    if (!value) throw new AdminCliError(`stdin is not a terminal: set ${variable}.`);
    return value;
  }
  const value = await askHidden(`New ${what}: `);
  if (twice && (await askHidden(`Repeat the ${what}: `)) !== value)
    throw new AdminCliError(`The two ${what}s do not match.`);
  return value;
}

async function run(args: string[], config: AdminCliConfig, db: DatabaseHandle): Promise<void> {
  const accounts = createAdminAccounts(db.db);
  const [command, ...rest] = args;
  const email = rest[0] === "--email" ? rest[1] : rest[0];
  if (command !== "list" && !email) throw new AdminCliError(USAGE);
  switch (command) {
    case "create": {
      const password = await secret(config, "password", true);
      const protectionCode = await secret(config, "protection code", true);
      const admin = await accounts.create({ email: email ?? "", password, protectionCode });
      console.log(`Admin ${admin.email} created. Log in at /admin.`);
      return;
    }
    case "list":
      for (const admin of await accounts.list())
        console.log(
          [
            admin.email,
            admin.disabled ? "disabled" : "active",
            admin.totpSecret ? "totp" : "no-totp",
            admin.createdAt.toISOString(),
          ].join("\t"),
        );
      return;
    case "disable":
      await accounts.disable(email ?? "");
      console.log(`Admin ${email} disabled; her sessions have ended.`);
      return;
    case "reset-password":
      await accounts.resetPassword(email ?? "", await secret(config, "password", true));
      console.log(`Password of ${email} changed; her sessions have ended.`);
      return;
    case "totp":
      console.log(await accounts.enableTotp(email ?? ""));
      console.log("Add this URI to an authenticator app (or a QR code of it): from now on");
      console.log("the admin login asks for its 6-digit code. Keep the URI secret.");
      return;
    case "totp-off":
      await accounts.disableTotp(email ?? "");
      console.log(`Second factor of ${email} removed; her sessions have ended.`);
      return;
    default:
      throw new AdminCliError(USAGE);
  }
}

async function main(): Promise<number> {
  let lock: { release(): void } | undefined;
  let db: DatabaseHandle | undefined;
  try {
    const config = loadAdminCliConfig();
    // The embedded database takes one process: the server's lock refuses a second.
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
    db = await openDatabase(config);
    await db.migrate();
    await run(process.argv.slice(2), config, db);
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError)
      console.error(`${error.message}\nStop the server first, then run this command again.`);
    else if (error instanceof AdminCliError || error instanceof ConfigError)
      console.error(error.message);
    else throw error;
    return 1;
  } finally {
    await db?.close();
    lock?.release();
  }
}

process.exitCode = await main();
