// The OpenAI-compatible server the model-mode browser tests talk to (src/server/testing/fake-llm.ts).
import { startFakeLlm } from "../../src/server/testing/fake-llm.ts";
import { MODEL_LLM_PORT } from "./ports.ts";

const llm = await startFakeLlm(
  "From the model: walking is one of the best exercises in pregnancy.",
  MODEL_LLM_PORT,
);
process.stdout.write(`fake model at ${llm.url}\n`);
