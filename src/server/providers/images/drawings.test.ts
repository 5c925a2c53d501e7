import { describe, expect, it } from "vitest";
import { SIZE_KEYS } from "../../../domain/weeks.ts";
import { fetalSvg } from "./fetal-drawing.ts";
import { sizeObjectSvg } from "./size-drawings.ts";

const XMLNS = 'xmlns="http://www.w3.org/2000/svg"';

function expectWellFormed(svg: string) {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain('viewBox="0 0 240 240"');
  expect(svg).toContain('width="240"');
  expect(svg).toContain('height="240"');
  expect(svg).toContain(XMLNS);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toContain("<script");
  expect(svg).not.toContain("<text");
  expect(svg).not.toContain("<image");
  expect(svg.replace(XMLNS, "")).not.toContain("http");
  expect(svg).not.toContain("NaN");
  expect(svg).not.toContain("undefined");
}

describe("sizeObjectSvg", () => {
  it.each(SIZE_KEYS)("draws %s as a standalone SVG", (key) => {
    expectWellFormed(sizeObjectSvg(key));
  });

  it("draws every size object differently", () => {
    const drawings = SIZE_KEYS.map((key) => sizeObjectSvg(key));
    expect(new Set(drawings).size).toBe(SIZE_KEYS.length);
  });
});

describe("fetalSvg", () => {
  it("draws every week as a standalone SVG", () => {
    for (let week = 1; week <= 42; week++) expectWellFormed(fetalSvg(week));
  });

  it("changes between bands and as the baby grows", () => {
    expect(fetalSvg(8)).not.toBe(fetalSvg(9));
    expect(fetalSvg(20)).not.toBe(fetalSvg(21));
    expect(fetalSvg(10)).not.toBe(fetalSvg(11));
    expect(fetalSvg(32)).not.toBe(fetalSvg(33));
  });

  it("follows the trimester colour theme", () => {
    expect(fetalSvg(10)).toContain("#6b21a8");
    expect(fetalSvg(10)).not.toContain("#1d4ed8");
    expect(fetalSvg(20)).toContain("#1d4ed8");
    expect(fetalSvg(20)).not.toContain("#15803d");
    expect(fetalSvg(30)).toContain("#15803d");
    expect(fetalSvg(30)).not.toContain("#6b21a8");
  });
});
