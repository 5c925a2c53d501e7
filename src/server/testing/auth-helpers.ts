import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { SignUp } from "../../contracts/auth.ts";
import type { Database } from "../db/client.ts";
import { createAdminAccounts } from "../modules/admin/admin-accounts.ts";

let counter = 0;

/**
 * A valid sign-up payload with a unique email and username: expecting, without a week (a
 * week given at sign-up starts her pregnancy, which most tests set themselves).
 */
export function newAccount(overrides: Partial<SignUp> = {}): SignUp {
  counter++;
  return {
    email: `asha.${counter}.${Date.now()}@example.com`,
    username: `asha_${counter}_${Date.now() % 100000}`,
    password: "correct horse battery",
    firstName: "Asha",
    lastName: "Rao",
    pregnancyStatus: "expecting",
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

/** Any method, with her session cookie and an optional JSON body. */
export function send(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

/** "saathi_session=…" from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const found = res.cookies.find((c) => c.name === "saathi_session" && c.value);
  if (!found) throw new Error(`no session cookie in the response (${res.statusCode})`);
  return `saathi_session=${found.value}`;
}

export async function signUpAndIn(app: FastifyInstance, overrides: Partial<SignUp> = {}) {
  const account = newAccount(overrides);
  const res = await post(app, "/api/auth/register", account);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { account, res, cookie: sessionCookie(res) };
}

let admins = 0;
/** A new admin made the way the CLI makes one, logged in: her cookie header and secrets. */
export async function adminSignedIn(app: FastifyInstance, db: Database) {
  const admin = {
    email: `ops.${++admins}.${Date.now()}@example.com`,
    password: "a long admin secret",
    protectionCode: "915273",
  };
  await createAdminAccounts(db).create(admin);
  const login = await post(app, "/api/admin/login", { username: admin.email, ...admin });
  const value = login.cookies.find((c) => c.name === "saathi_admin")?.value;
  if (!value) throw new Error(`admin login failed: ${login.statusCode}`);
  return { ...admin, cookie: `saathi_admin=${value}` };
}
