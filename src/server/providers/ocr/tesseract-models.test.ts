import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkTo } from "./tesseract.ts";

describe("linking the OCR models into one folder", () => {
  it("replaces a link left by a checkout that is gone, or made by another process first", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "saathi-link-"));
    const model = path.join(dir, "model.gz");
    writeFileSync(model, "model bytes");
    const link = path.join(dir, "folder-eng.gz");
    symlinkSync(path.join(dir, "gone", "model.gz"), link); // dangling: its checkout was deleted
    expect(existsSync(link)).toBe(false);

    linkTo(model, link);
    expect(readFileSync(link, "utf8")).toBe("model bytes");

    const other = path.join(dir, "other.gz");
    writeFileSync(other, "other bytes");
    linkTo(other, link); // a link is already there (another process won the race): no EEXIST
    expect(readFileSync(link, "utf8")).toBe("other bytes");
    linkTo(model, link);
    linkTo(model, link); // already right: left alone
    expect(readdirSync(dir).sort()).toEqual(["folder-eng.gz", "model.gz", "other.gz"]);
  });
});
