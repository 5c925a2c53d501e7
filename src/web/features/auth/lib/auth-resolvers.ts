import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  EmailOnlySchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "../../../../contracts/auth.ts";
import { PASSWORDS_DIFFER } from "./new-password.ts";

/** A new password, typed twice. */
const NewPasswordSchema = z
  .object({ password: ResetPasswordSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: PASSWORDS_DIFFER,
  });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** The account forms' checks: the server's own schemas (contracts/auth.ts). Loaded by lazy-resolver. */
export const resolvers = {
  signIn: zodResolver(SignInSchema),
  signUp: zodResolver(SignUpSchema),
  emailOnly: zodResolver(EmailOnlySchema),
  newPassword: zodResolver(NewPasswordSchema),
};
