/** The only reader of import.meta.env (DESIGN.md §2). Nothing secret is ever read here. */
export const isDevelopment = import.meta.env.DEV && import.meta.env.MODE !== "test";
export const isProduction = import.meta.env.PROD;
