import type { FieldErrors } from "react-hook-form";

export const PASSWORDS_DIFFER = "errors.passwordsDiffer";

/**
 * A new password typed twice and not the same: the one check the server cannot make for
 * her (it is sent the password only), so the form makes it even when its checks did not load.
 */
export function passwordsDiffer(values: {
  password: string;
  confirm: string;
}): FieldErrors<typeof values> {
  return values.password === values.confirm
    ? {}
    : { confirm: { type: "differ", message: PASSWORDS_DIFFER } };
}
