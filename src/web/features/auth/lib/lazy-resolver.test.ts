import { describe, expect, it } from "vitest";
import type { SignIn } from "../../../../contracts/auth.ts";
import type { NewPassword } from "./auth-resolvers.ts";
import { lazyResolver } from "./lazy-resolver.ts";
import { passwordsDiffer } from "./new-password.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("the account forms' checks, loaded on first use", () => {
  it("check what she typed once they have loaded, with the schema's message keys", async () => {
    const resolve = lazyResolver<SignIn>((r) => r.signIn);
    const result = await resolve({ email: "not an email", password: "" }, undefined, options);
    expect(result.errors.email?.message).toBe("errors.emailInvalid");
    expect(result.errors.password?.message).toBe("errors.passwordRequired");
    const fine = await resolve({ email: "asha@example.com", password: "x" }, undefined, options);
    expect(fine.errors).toEqual({});
  });

  it("do not leave the form stuck when they cannot load: the server checks instead", async () => {
    const resolve = lazyResolver<SignIn>(
      (r) => r.signIn,
      () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    const values = { email: "asha@example.com", password: "x" };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("still check what only the form knows when they cannot load: a password typed twice", async () => {
    const resolve = lazyResolver<NewPassword>(
      (r) => r.newPassword,
      () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
      passwordsDiffer,
    );
    const differs = await resolve(
      { password: "long enough 1", confirm: "long enuogh 1" },
      undefined,
      options,
    );
    expect(differs.errors.confirm?.message).toBe("errors.passwordsDiffer");
    const same = { password: "long enough 1", confirm: "long enough 1" };
    expect(await resolve(same, undefined, options)).toEqual({ values: same, errors: {} });
  });
});
