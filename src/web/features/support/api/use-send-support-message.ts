import { useMutation } from "@tanstack/react-query";
import type { SupportMessageInput, SupportMessageResponse } from "../../../../contracts/support.ts";
import { apiRequest } from "../../../lib/api.ts";

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: async (body: SupportMessageInput) =>
      (await (await apiRequest("POST", "/api/support", body)).json()) as SupportMessageResponse,
  });
}
