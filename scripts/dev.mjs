// Development: the API with reload on change (port 3000) and Vite's dev server with hot
// reload (http://localhost:5173, forwarding /api to the API). Ctrl+C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: process.env.PORT ?? "3000",
      APP_ORIGIN: process.env.APP_ORIGIN ?? "http://localhost:5173",
    },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
