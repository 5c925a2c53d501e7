import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/precompress.ts";
import { routePreloads } from "./scripts/route-preloads.ts";

const API_PORT = 3000;

/**
 * React's API on Preact (issue 12): the same components in about a tenth of react-dom's
 * bytes. Decision docs/decisions/0007-preact-for-the-first-load.md.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

export default defineConfig({
  resolve: { alias: reactOnPreact },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      injectRegister: false, // src/web/lib/service-worker.ts registers it and logs the outcome
      registerType: "autoUpdate",
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: "Saathi — Pregnancy Companion",
        short_name: "Saathi",
        description: "A bilingual English and Hindi pregnancy companion. साथी — गर्भावस्था की साथी।",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#be185d",
        background_color: "#ffffff",
        categories: ["health", "medical", "lifestyle"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        // The whole shell, every page chunk and both languages' texts: the app opens offline.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,json}"],
        // Each path's copy of index.html with its page's preloads: the app offline needs one.
        globIgnores: ["routes/**"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Take control of the page that installed it, so even the first visit works offline after.
        clientsClaim: true,
        skipWaiting: true,
        // Week content and pictures are the same for everyone: keep what was seen, so the
        // dashboard still shows the baby's week on a train with no signal.
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith("/api/baby-development/") ||
              url.pathname.startsWith("/api/images/"),
            handler: "StaleWhileRevalidate",
            options: { cacheName: "saathi-weeks", expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
    routePreloads(),
    precompress(),
  ],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // Illustrations load as images, not as base64 inside the first JavaScript.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    rolldownOptions: {
      output: {
        // A few first-load files instead of a dozen tiny ones: on a slow phone every extra
        // request waits its turn. Libraries only some pages use stay in those pages' chunks.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // Dialogs (and Radix behind them) open on a click; the calendar writer and the
            // local-first store serve a few pages: not shell code.
            {
              name: "shell",
              test: /src[\\/]web[\\/](lib|components[\\/]ui)[\\/](?!toaster|confirm-dialog|secret-confirm|ics|local-first)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${API_PORT}` },
  },
});
