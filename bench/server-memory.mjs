// Resident memory of the built server (issue 12 part 5), read with `ps` as an operator would:
// idle a few seconds after each of three starts on one new data folder, then the peak while
// photos, medicine checks, chats, meal plans and guidance reads arrive at once, then after
// the load. Not a test: memory moves with the machine; compare builds in one run.
// The server runs with the node flags of `npm start` unless --node-flags= says otherwise;
// --only photos,chats,... sends one kind of request; --encoding identity asks for no compression.
// Usage: npm run build && npm run bench:memory [-- --node-flags= --rounds 2]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const { values } = parseArgs({
  options: {
    "node-flags": { type: "string" },
    rounds: { type: "string", default: "2" },
    port: { type: "string", default: "4391" },
    "ocr-workers": { type: "string", default: "2" },
    only: { type: "string", default: "" },
    encoding: { type: "string", default: "br, gzip" },
  },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const startScript = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;
const nodeFlags = (values["node-flags"] ?? startScript.match(/^node((?: --\S+)*) /)[1])
  .split(" ")
  .filter(Boolean);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (pid) =>
  Math.round(Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)]).toString()) / 1024);

async function start(dataDir) {
  const child = spawn(process.execPath, [...nodeFlags, "dist/node/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      MAIL_MODE: "log",
      LOG_LEVEL: "warn",
      // One bench client stands for many people: lift the per-person limits.
      RATE_LIMIT_MULTIPLIER: "1000",
      OCR_WORKERS: values["ocr-workers"],
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server stopped while starting");
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) break;
    } catch {
      // starting
    }
    await sleep(100);
  }
  return { child, readyMs: Date.now() - began };
}

async function stop(child) {
  child.kill("SIGTERM");
  while (child.exitCode === null) await sleep(100);
}

async function label(lines) {
  const rows = lines
    .map((text, i) => `<text x="40" y="${110 + i * 70}" font-size="${i ? 34 : 60}">${text}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400"><rect width="100%" height="100%" fill="white"/><g font-family="Noto Sans, DejaVu Sans, sans-serif">${rows}</g></svg>`;
  return (await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString("base64");
}

const post = (url, body) =>
  fetch(`${origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": values.encoding },
    body: JSON.stringify(body),
  }).then((response) => response.arrayBuffer().then(() => response.status));
const get = (url) =>
  fetch(`${origin}${url}`, { headers: { "accept-encoding": values.encoding } }).then((response) =>
    response.arrayBuffer().then(() => response.status),
  );

/** Everything at once, the way a busy hour arrives: returns the count of each answer status. */
async function busyHour(photos) {
  const medicines = ["Crocin Cold & Flu", "Dolo 650", "Pan DSR", "ibuprofen", "Ecosprin 75"];
  const messages = [
    "Is it safe to eat papaya in the second trimester?",
    "मुझे सुबह बहुत उल्टी होती है, क्या करूं?",
    "baby ki movement kam lag rahi hai aaj",
    "How much exercise is fine at 20 weeks?",
  ];
  const diets = ["vegetarian", "jain", "non-vegetarian", "vegan", "eggetarian"];
  const sections = ["diet", "exercise", "tests", "symptoms", "resources"];
  const groups = {
    photos: () =>
      Array.from({ length: 8 }, (_, i) =>
        post("/api/product/image-check", { imageBase64: photos[i % photos.length] }),
      ),
    medicines: () =>
      Array.from({ length: 200 }, (_, i) =>
        post("/api/medication/check", { medicationName: medicines[i % medicines.length] }),
      ),
    chats: () =>
      Array.from({ length: 100 }, (_, i) =>
        post("/api/chat", {
          message: messages[i % messages.length],
          language: i % 2 ? "hi" : "en",
        }),
      ),
    mealPlans: () =>
      Array.from({ length: 60 }, (_, i) =>
        post("/api/meal-plan", {
          trimester: (i % 3) + 1,
          diet: diets[i % diets.length],
          region: "north",
          lang: i % 2 ? "hi" : "en",
        }),
      ),
    guidance: () =>
      Array.from({ length: 300 }, (_, i) =>
        get(`/api/guidance/${sections[i % sections.length]}?lang=${i % 2 ? "hi" : "en"}`),
      ),
    faqs: () =>
      Array.from({ length: 100 }, (_, i) => get(`/api/faqs?lang=${i % 2 ? "hi" : "en"}&q=iron`)),
  };
  const chosen = values.only ? values.only.split(",") : Object.keys(groups);
  const jobs = chosen.flatMap((name) => groups[name]());
  const statuses = await Promise.all(jobs);
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const photos = [
  await label(["Crocin Advance", "Paracetamol Tablets IP 500 mg", "15 tablets"]),
  await label(["Dolo 650", "Paracetamol Tablets IP 650 mg"]),
];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-memory-"));
const idle = [];
for (let i = 0; i < 3; i++) {
  const { child, readyMs } = await start(dataDir);
  await sleep(5000);
  idle.push({ start: i + 1, readyMs, idleMB: megabytes(child.pid) });
  await stop(child);
}
console.log("Idle, 5 s after ready (first start creates the data folder):");
console.table(idle);

const { child } = await start(dataDir);
await sleep(3000);
const loads = [];
for (let round = 1; round <= Number(values.rounds); round++) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, megabytes(child.pid))), 100);
  const began = Date.now();
  const statuses = await busyHour(photos);
  clearInterval(sampler);
  await sleep(2000);
  loads.push({
    round,
    seconds: ((Date.now() - began) / 1000).toFixed(1),
    peakMB: peak,
    after2sMB: megabytes(child.pid),
    statuses: JSON.stringify(statuses),
  });
}
console.log(`Under load (node ${nodeFlags.join(" ") || "with no flags"}):`);
console.table(loads);
await stop(child);
rmSync(dataDir, { recursive: true, force: true });
