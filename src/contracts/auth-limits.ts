/**
 * The account form's limits (000 §5), apart from the schemas in auth.ts so a page can show
 * them without loading zod (issue 12).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;
export const USERNAME_MIN = 3;
export const PREGNANCY_WEEK_MIN = 1;
export const PREGNANCY_WEEK_MAX = 42;
