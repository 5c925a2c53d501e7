import "./lib/zod-jitless.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { preloadPage } from "./app/routes.tsx";
import { createI18n } from "./lib/i18n.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import "./styles.css";

const i18n = createI18n();
preloadPage(i18n, window.location.pathname);
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
registerServiceWorker();
