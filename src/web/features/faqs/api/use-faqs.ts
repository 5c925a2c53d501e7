import { useQuery } from "@tanstack/react-query";
import type { FaqItem } from "../../../../contracts/faqs.ts";

/** Every answer in her language (one request, kept an hour: it changes only with a release). */
export function useFaqs(language: string) {
  return useQuery<FaqItem[]>({
    queryKey: [`/api/faqs?lang=${language}`],
    staleTime: 60 * 60 * 1000,
  });
}
