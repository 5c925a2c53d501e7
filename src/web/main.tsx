import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createI18n } from "./lib/i18n.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import "./styles.css";

const i18n = await createI18n();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
registerServiceWorker();
