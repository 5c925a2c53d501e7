import { QueryClientProvider } from "@tanstack/react-query";
import type { I18n } from "../lib/i18n.ts";
import { useState } from "react";
import { TranslationProvider } from "../lib/use-translation.tsx";
import { BrowserRouter } from "react-router";
import { ToastHost } from "../components/ui/toast-host.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * Declarative routing (react-router library mode without the data router): the data
 * router alone would add ~17 KB gzipped to every first load, and pages fetch through
 * react-query anyway.
 */
export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <TranslationProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
      </QueryClientProvider>
    </TranslationProvider>
  );
}
