import { describe, expect, it } from "vitest";
import type { SignIn } from "../../../../contracts/auth.ts";
import { lazyResolver } from "./lazy-resolver.ts";

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
});
