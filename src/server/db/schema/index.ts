export * from "./mail.ts";
export * from "./rate-limits.ts";
export * from "./users.ts";
export * from "./waitlist.ts";
export * from "./pregnancy.ts";
export * from "./assistant.ts";
export * from "./medication.ts";
export * from "./test-records.ts";
