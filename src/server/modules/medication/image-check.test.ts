import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageCheckResponse } from "../../../contracts/medication.ts";
import { medicationChecks } from "../../db/schema/index.ts";
import { post } from "../../testing/auth-helpers.ts";
import { startFakeLlm } from "../../testing/fake-llm.ts";
import { labelRenderer } from "../../testing/render-label.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/** Labels drawn by Chromium at test time, read by real tesseract.js (PGlite: OCR is the subject). */
let labels: Record<"crocin" | "hindi" | "serum" | "blank" | "dim", Buffer>;
let t: TestApp;
beforeAll(async () => {
  const renderer = await labelRenderer();
  labels = {
    crocin: await renderer.render({
      lines: [
        { text: "Crocin Advance", size: 64, weight: 700 },
        { text: "Paracetamol Tablets IP 500 mg", size: 28 },
        { text: "15 tablets · for fever and pain", size: 22 },
      ],
    }),
    hindi: await renderer.render(
      {
        lines: [
          { text: "अश्वगंधा चूर्ण", size: 64, weight: 700 },
          { text: "आयुर्वेदिक औषधि · 100 ग्राम", size: 28 },
        ],
      },
      "jpeg",
    ),
    serum: await renderer.render(
      {
        width: 1200,
        height: 850,
        lines: [
          { text: "Night Renewal Serum", size: 72, weight: 700 },
          { text: "Ingredients: Aqua, Glycerin, Niacinamide, Retinol, Tocopherol", size: 26 },
        ],
      },
      "jpeg",
    ),
    blank: await renderer.render({ lines: [] }),
    // A grey pack on a lighter table, as in a dim room: one global threshold loses it.
    dim: await renderer.render(
      {
        frame: "#bbbbbb",
        background: "#8a8a8a",
        lines: [
          { text: "Dolo 650", size: 72, weight: 700 },
          { text: "Paracetamol Tablets IP 650 mg", size: 30 },
        ],
      },
      "jpeg",
    ),
  };
  await renderer.close();
  t = await createTestApp("pglite");
}, 60_000);
afterAll(async () => t?.close());

const send = (imageBase64: string, language?: "en" | "hi") =>
  post(t.app, "/api/product/image-check", { imageBase64, language });
const read = async (image: Buffer, language?: "en" | "hi") => {
  const res = await send(image.toString("base64"), language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImageCheckResponse>();
};

describe("the product photo check (OCR)", () => {
  it("recognises a medicine pack and answers from the knowledge base", async () => {
    const answer = await read(labels.crocin);
    expect(answer).toMatchObject({ productName: "Crocin Advance", isSafe: true, readBy: "ocr" });
    expect(answer.productType).toBe("Medicine");
    expect(answer.notes).toMatch(/paracetamol/i);
  }, 60_000);

  it("reads a Devanagari label and answers in Hindi", async () => {
    const answer = await read(labels.hindi, "hi");
    expect(answer.isSafe).toBe(false);
    expect(answer.productName).toMatch(/अश्वगंधा/);
    expect(answer.notes).toMatch(/[\u0900-\u097F]/);
  }, 60_000);

  it("takes the riskiest ingredient of a cosmetic and lists the others", async () => {
    const answer = await read(labels.serum);
    expect(answer.isSafe).toBe(false);
    expect(answer.productName).toBe("Night Renewal Serum");
    expect(answer.ingredients[0]?.name).toMatch(/retin/i);
    expect(answer.ingredients.map((i) => i.name).join(" ")).toMatch(/niacinamide/i);
  }, 60_000);

  it("reads a grey pack on a lighter table, as photographed in a dim room", async () => {
    const answer = await read(labels.dim);
    expect(answer).toMatchObject({ isSafe: true, readBy: "ocr" });
    expect(answer.productName).toMatch(/Dolo/);
  }, 60_000);

  it("asks for a clearer photo when nothing can be read", async () => {
    const answer = await read(labels.blank);
    expect(answer).toMatchObject({ isSafe: null, readBy: "none" });
    expect(answer.notes).toMatch(/clearer photo/);
    expect((await read(labels.blank, "hi")).notes).toMatch(/साफ़ फ़ोटो/);
  }, 60_000);

  it("answers a broken photo (JPEG header, corrupt data) honestly and keeps serving", async () => {
    const broken = Buffer.concat([labels.hindi.subarray(0, 600), Buffer.alloc(400, 0x11)]);
    const answer = await read(broken);
    expect(answer).toMatchObject({ isSafe: null, readBy: "none" });
    expect(answer.notes).toMatch(/clearer photo/);
    expect((await read(labels.crocin)).productName).toBe("Crocin Advance");
  }, 60_000);

  it("records the check without keeping the photo", async () => {
    const rows = await t.database.db.select().from(medicationChecks);
    const images = rows.filter((r) => r.method === "image");
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(images.some((r) => r.medicationName === "Crocin Advance" && r.isSafe === true)).toBe(
      true,
    );
    expect(JSON.stringify(rows)).not.toMatch(/iVBOR|\/9j\//);
  });

  it("refuses what is not a photo: 400 bad base64, 415 other types, 413 over 5 MB", async () => {
    expect((await send("not base64 at all!")).statusCode).toBe(400);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const wrongType = await send(gif.toString("base64"));
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json<{ message: string }>().message).toMatch(/JPEG, PNG or WebP/);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    big.set([0xff, 0xd8, 0xff], 0);
    const tooLarge = await send(big.toString("base64"));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe("Please select an image under 5MB.");
    const empty = await post(t.app, "/api/product/image-check", {});
    expect(empty.statusCode).toBe(400);
  });
});

describe("the product photo check with a vision model", () => {
  it("lets the model read the label and the knowledge base decide; OCR when it fails", async () => {
    const llm = await startFakeLlm(
      JSON.stringify({ productName: "Combiflam", text: "Ibuprofen and Paracetamol Tablets" }),
    );
    const vision = await createTestApp("pglite", {
      env: { LLM_BASE_URL: llm.url, LLM_MODEL: "chat", LLM_VISION_MODEL: "eyes" },
    });
    try {
      const res = await post(vision.app, "/api/product/image-check", {
        imageBase64: labels.crocin.toString("base64"),
      });
      const answer = res.json<ImageCheckResponse>();
      expect(answer).toMatchObject({ productName: "Combiflam", isSafe: false, readBy: "vision" });
      const sent = llm.calls[0]?.body as unknown as {
        model: string;
        messages: { content: unknown }[];
      };
      expect(sent.model).toBe("eyes");
      expect(JSON.stringify(sent.messages)).toContain("data:image/png;base64,");

      llm.state.mode = "fail";
      const fallback = (
        await post(vision.app, "/api/product/image-check", {
          imageBase64: labels.crocin.toString("base64"),
        })
      ).json<ImageCheckResponse>();
      expect(fallback).toMatchObject({
        productName: "Crocin Advance",
        isSafe: true,
        readBy: "ocr",
      });
    } finally {
      await vision.close();
      await llm.close();
    }
  }, 60_000);
});
