import { useMutation } from "@tanstack/react-query";
import type { WaitlistJoin, WaitlistJoinResponse } from "../../../../contracts/waitlist.ts";
import { apiRequest } from "../../../lib/api.ts";

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: async (body: WaitlistJoin) =>
      (await (await apiRequest("POST", "/api/waitlist", body)).json()) as WaitlistJoinResponse,
  });
}
