import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Only src/server/config.ts reads process.env (DESIGN.md §2).",
};
const noImportMetaEnv = {
  selector:
    "MemberExpression[object.meta.name='import'][object.property.name='meta'][property.name='env']",
  message: "Only src/web/lib/env.ts reads import.meta.env (DESIGN.md §2).",
};
const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "data/",
      "coverage/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "dev-dist/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Fastify plugins and hooks are async by convention, with or without an await.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/server/config.ts", "src/server/testing/**"],
    rules: { "no-restricted-syntax": ["error", noProcessEnv, noImportMetaEnv] },
  },
  {
    files: ["src/web/lib/env.ts"],
    rules: { "no-restricted-syntax": ["error", noProcessEnv] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": restrict([
        {
          group: ["**/server/**", "**/server"],
          message: "web never imports server (DESIGN.md §2).",
        },
      ]),
    },
  },
  // A web feature never imports another feature's internals; composition happens in web/app.
  // (language is the shared switcher, usable by every feature's forms.) How many "../" reach
  // src/web/features depends on how deep the importing file sits in its feature.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`src/web/features/*/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/server/**"], message: "web never imports server (DESIGN.md §2)." },
        { group: ["**/app/**"], message: "features do not import web/app; app composes features." },
        {
          regex: `^${"\\.\\./".repeat(depth)}(?!language/hooks/)[a-z-]+/`,
          message: "A feature never imports another feature's internals (DESIGN.md §2).",
        },
      ]),
    },
  })),
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/web/**", "**/web"], message: "server never imports web (DESIGN.md §2)." },
        {
          regex: "^\\.\\./[a-z-]+/[a-z-]+\\.repository(\\.ts)?$",
          message: "A module calls another module's service, never its repository (DESIGN.md §2).",
        },
      ]),
    },
  },
  {
    files: ["src/contracts/**/*.ts", "src/domain/**/*.ts"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          // From a folder of domain (domain/triage/…), "../x.ts" is domain itself.
          regex: "^(?!zod$|zod/|\\./|\\.\\./(contracts|domain)/|\\.\\./[a-z-]+\\.ts$)",
          message: "contracts and domain import nothing but zod and each other (DESIGN.md §2).",
        },
      ]),
    },
  },
  {
    // The searches the page and the API share (issue 15: "ranked by the same search as the
    // page") need their index library: a pure one, with no input or output of its own.
    files: ["src/domain/search/**/*.ts"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          regex: "^(?!zod$|zod/|minisearch$|\\./|\\.\\./(contracts|domain)/|\\.\\./[a-z-]+\\.ts$)",
          message: "domain/search imports only zod, minisearch and domain (DESIGN.md §2).",
        },
      ]),
    },
  },
  prettier,
);
