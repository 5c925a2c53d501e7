import { describe, expect, it } from "vitest";
import { signInError } from "./auth-errors.ts";

const failed = (status: number, body: object) => new Error(`${status}: ${JSON.stringify(body)}`);

describe("what a failed sign-in says", () => {
  it("tells a locked account how to sign in now (a reset link), in the user's language", () => {
    const locked = failed(429, {
      code: "RATE_LIMITED",
      message:
        "Too many attempts on this account. Please wait 15 minutes, or reset your password by email to sign in now.",
    });
    expect(signInError(locked, "hi")).toEqual({ key: "toast.accountLocked" });
    const busy = failed(429, { code: "RATE_LIMITED", message: "Too many attempts." });
    expect(signInError(busy, "hi")).toEqual({ key: "toast.tooMany" });
    const wrong = failed(401, { code: "UNAUTHORIZED", message: "Invalid credentials" });
    expect(signInError(wrong, "en")).toEqual({ key: "toast.invalidCredentials" });
  });
});
