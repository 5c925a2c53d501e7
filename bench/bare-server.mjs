// The baseline for bench/auth.mjs: Fastify with one JSON route and nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ success: true, user: { id: "x", email: "asha@example.com" } }));
await app.listen({ port: Number(process.argv[2] ?? 4198), host: "127.0.0.1" });
