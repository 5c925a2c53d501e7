import { useMutation } from "@tanstack/react-query";
import type { MessageResponse, ProfileUpdate, User } from "../../../../contracts/auth.ts";
import { apiRequest } from "../../../lib/api.ts";

export function useAccountMutations() {
  return {
    updateProfile: useMutation({
      mutationFn: async (body: ProfileUpdate) =>
        (await (await apiRequest("PATCH", "/api/account", body)).json()) as MessageResponse & {
          user: User;
        },
    }),
    deleteAccount: useMutation({
      mutationFn: async (password: string) =>
        (await (
          await apiRequest("DELETE", "/api/account", { password })
        ).json()) as MessageResponse,
    }),
  };
}

/** Downloads GET /api/account/export as a file named by the server. */
export async function downloadMyData(): Promise<void> {
  const res = await apiRequest("GET", "/api/account/export");
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    "saathi-my-data.json";
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
