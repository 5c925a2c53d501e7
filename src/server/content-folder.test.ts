import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readContentFolder } from "./content-folder.ts";

const Schema = z.array(z.object({ id: z.string(), tags: z.array(z.string()).default([]) }));

describe("readContentFolder", () => {
  it("reads every JSON file in name order, with the schema's defaults", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-content-"));
    writeFileSync(path.join(dir, "b.json"), JSON.stringify([{ id: "second" }]));
    writeFileSync(path.join(dir, "a.json"), JSON.stringify([{ id: "first", tags: ["x"] }]));
    writeFileSync(path.join(dir, "notes.txt"), "not content");
    expect(readContentFolder(dir, Schema)).toEqual([
      { id: "first", tags: ["x"] },
      { id: "second", tags: [] },
    ]);
  });

  it("refuses a file that does not match, naming the file and the field", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-content-"));
    writeFileSync(path.join(dir, "bad.json"), JSON.stringify([{ id: 7 }]));
    expect(() => readContentFolder(dir, Schema)).toThrow(/bad\.json: 0\.id/);
  });

  it("holds nothing when the folder is missing", () => {
    expect(readContentFolder("/no/such/folder", Schema)).toEqual([]);
  });
});
