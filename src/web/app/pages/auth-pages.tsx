import { AuthScreen } from "../../features/auth/components/auth-screen.tsx";
import { ResetPasswordScreen } from "../../features/auth/components/reset-password-screen.tsx";
import { VerifyEmailScreen } from "../../features/auth/components/verify-email-screen.tsx";

const SCREENS = { auth: AuthScreen, verify: VerifyEmailScreen, reset: ResetPasswordScreen };

/** /auth, /verify-email and /reset-password: one chunk, they are used together. */
export default function AuthPages({ screen }: { screen: keyof typeof SCREENS }) {
  const Screen = SCREENS[screen];
  return <Screen />;
}
