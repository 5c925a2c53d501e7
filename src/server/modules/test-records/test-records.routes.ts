import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  TestIdSchema,
  TestRecordInputSchema,
  TestRecordsMergeSchema,
} from "../../../contracts/test-records.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import type { TestRecordsService } from "./test-records.service.ts";

const Params = z.object({ testId: TestIdSchema });
const writes = { limit: { name: "test-records", max: 60, windowMs: 60_000 } };

/** /tests when signed in: the tests she marked done, each answer the whole list. */
export const testRecordsRoutes: FastifyPluginAsyncZod<{ records: TestRecordsService }> = async (
  app,
  { records },
) => {
  app.get("/api/tests/records", signedIn, async (request) => records.list(requireUser(request).id));

  app.put(
    "/api/tests/records/:testId",
    { ...signedIn, config: writes, schema: { params: Params, body: TestRecordInputSchema } },
    async (request) => records.save(requireUser(request).id, request.params.testId, request.body),
  );

  app.delete(
    "/api/tests/records/:testId",
    { ...signedIn, config: writes, schema: { params: Params } },
    async (request) => records.remove(requireUser(request).id, request.params.testId),
  );

  app.post(
    "/api/tests/records/merge",
    { ...signedIn, config: writes, schema: { body: TestRecordsMergeSchema } },
    async (request) => records.merge(requireUser(request).id, request.body.records),
  );
};
