import { z } from "zod";

export const HealthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof HealthSchema>;

export const ReadySchema = z.object({
  /** "draining": shutting down; a load balancer should send new requests elsewhere. */
  status: z.enum(["ready", "not_ready", "draining"]),
  database: z.enum(["pglite", "postgres"]),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    /** Only when REDIS_URL is set; reported, not required (see the health routes). */
    redis: z.boolean().optional(),
  }),
});
export type Ready = z.infer<typeof ReadySchema>;
