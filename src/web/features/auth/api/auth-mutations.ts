import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AuthResponse,
  MessageResponse,
  SignIn,
  SignUp,
  User,
} from "../../../../contracts/auth.ts";
import { apiRequest } from "../../../lib/api.ts";
import { forgetUser, ME_KEY, type MeData } from "./use-current-user.ts";

async function post<T>(url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest("POST", url, body)).json()) as T;
}

/** The account calls of 000 §7; a response that signs the user in fills the user query. */
export function useAuthMutations() {
  const queryClient = useQueryClient();
  const signedIn = (user: User | null | undefined) => {
    if (user) queryClient.setQueryData<MeData>(ME_KEY, () => ({ success: true, user }));
  };
  return {
    signIn: useMutation({
      mutationFn: (body: SignIn) => post<AuthResponse>("/api/auth/signin", body),
      onSuccess: (data) => signedIn(data.user),
    }),
    signUp: useMutation({
      mutationFn: (body: SignUp) => post<AuthResponse>("/api/auth/register", body),
      onSuccess: (data) => {
        if (!data.requiresVerification) signedIn(data.user);
      },
    }),
    /** 000 §4: sign-out clears the user and all cached data. */
    signOut: useMutation({
      mutationFn: () => post<MessageResponse>("/api/auth/signout"),
      onSuccess: () => forgetUser(queryClient),
    }),
    verifyEmail: useMutation({
      mutationFn: (token: string) => post<AuthResponse>("/api/auth/verify-email", { token }),
      onSuccess: (data) => signedIn(data.user),
    }),
    forgotPassword: useMutation({
      mutationFn: (email: string) => post<MessageResponse>("/api/auth/forgot-password", { email }),
    }),
    resetPassword: useMutation({
      mutationFn: (body: { token: string; password: string }) =>
        post<MessageResponse>("/api/auth/reset-password", body),
      onSuccess: () => queryClient.setQueryData<MeData>(ME_KEY, () => null),
    }),
    resendVerification: useMutation({
      mutationFn: (email: string) =>
        post<MessageResponse>("/api/auth/resend-verification", { email }),
    }),
  };
}
