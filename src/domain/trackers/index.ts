/** Trackers' pure logic, shared by the server and the web (issue 14). */
export * from "./blood-pressure.ts";
export * from "./contractions.ts";
export * from "./kicks.ts";
export * from "./moods.ts";
export * from "./patterns.ts";
export * from "./supplements.ts";
export * from "./weight.ts";
