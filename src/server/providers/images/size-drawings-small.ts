import type { SizeKey } from "../../../domain/weeks.ts";
import {
  circle,
  citrusHalf,
  crescent,
  highlight,
  ellipse,
  leaf,
  magnifier,
  path,
  place,
  shadow,
  speckles,
  stem,
  stroke,
} from "./svg-kit.ts";

/** Shapes drawn around (0, 0) about 100 units across, for `place`. */
const KIDNEY =
  "M-48 -4C-50 -26 -30 -32 -14 -24C-4 -19 6 -19 16 -24C32 -32 50 -24 50 -2C50 22 28 30 0 30C-28 30 -46 20 -48 -4Z";
const TEAR = "M0 -50C20 -30 30 8 26 28C20 48 -20 48 -26 28C-30 8 -20 -30 0 -50Z";
const FIG =
  "M0 -50C9 -48 11 -36 17 -26C44 -8 48 32 22 46C8 53 -8 53 -22 46C-48 32 -44 -8 -17 -26C-11 -36 -9 -48 0 -50Z";
const APPLE =
  "M120 80C100 64 60 70 58 112C56 152 86 194 110 188C116 186 124 186 130 188C154 194 184 152 182 112C180 70 140 64 120 80Z";
const MANGO =
  "M-6 -62C30 -64 56 -30 54 8C52 44 30 64 4 64C-8 64 -14 58 -22 56C-44 50 -56 28 -54 0C-52 -36 -32 -60 -6 -62Z";
export const BANANA = "M-4 -6C-8 60 50 104 120 84C128 81 128 73 120 72C64 78 22 44 14 -6Z";

/** A single banana with its stalk at (0, 0), curving down and to the right. */
export const banana = (fill = "#fcd34d", shade = "#eab308"): string =>
  path(BANANA, fill, stroke(shade, 3)) +
  stem("M4 2C6 50 50 80 110 78", shade, 3, 'opacity="0.5"') +
  path("M-5 -20L12 -20L14 -4L-4 -4Z", "#7c8a3a") +
  circle(122, 78, 4, "#5b4636");

export const SMALL_DRAWINGS = {
  "poppy-seed": () => {
    let seeds = "";
    const spots = [
      [84, 86, 20],
      [118, 80, -30],
      [146, 100, 60],
      [98, 112, 10],
      [130, 122, -60],
      [76, 122, 80],
      [110, 142, 30],
      [140, 144, -10],
      [86, 148, 120],
    ];
    for (const [x, y, a] of spots) {
      seeds += place(x ?? 0, y ?? 0, a ?? 0, 0.17, path(KIDNEY, "#7d8aa3"));
    }
    return magnifier(seeds + speckles(108, 106, 50, 50, 9, 1.5, "#ffffff", 'opacity="0.7"'));
  },
  "sesame-seed": () => {
    const seed = path(TEAR, "#f6e7c1", stroke("#c9a66b", 5)) + stem("M0 -30L0 30", "#e0c896", 4);
    return magnifier(
      place(84, 92, -25, 0.42, seed) +
        place(124, 84, 20, 0.42, seed) +
        place(144, 126, 70, 0.42, seed) +
        place(102, 132, -60, 0.42, seed) +
        place(82, 136, 15, 0.36, seed),
    );
  },
  peppercorn: () => {
    const corn = (x: number, y: number): string =>
      circle(x, y, 19, "#3b2418") +
      stem(`M${x - 12} ${y - 4}q8 5 14 -2M${x - 6} ${y + 9}q7 -4 15 2`, "#6b4a3a", 2) +
      highlight(x - 7, y - 8, 5, 3, 0.35);
    return magnifier(corn(88, 90) + corn(128, 86) + corn(102, 128) + corn(142, 124));
  },
  "pomegranate-seed": () => {
    const aril =
      path(
        "M0 -50C18 -46 36 -20 34 10C32 38 14 50 0 50C-14 50 -32 38 -34 10C-36 -20 -18 -46 0 -50Z",
        "#c8102e",
      ) +
      ellipse(2, 10, 11, 22, "#f9c9cf", 'opacity="0.85"') +
      highlight(-14, -16, 6, 13, 0.6);
    return magnifier(
      place(88, 100, -20, 0.5, aril) +
        place(130, 94, 15, 0.5, aril) +
        place(110, 134, 80, 0.48, aril),
    );
  },
  jamun: () => {
    const berry = (x: number, y: number, a: number): string =>
      place(
        x,
        y,
        a,
        1,
        ellipse(0, 0, 21, 33, "#3f1450") +
          ellipse(5, 6, 14, 24, "#5d2a73", 'opacity="0.7"') +
          highlight(-10, -12, 5, 10),
      );
    return (
      shadow(120, 198, 70) +
      stem("M122 52L120 78M120 78L90 112M120 78L152 108M120 78L122 120", "#6b4f2a", 4) +
      leaf(122, 56, 56, 26, -20, "#3f8a3a") +
      berry(90, 144, -12) +
      berry(150, 140, 14) +
      berry(120, 160, 0)
    );
  },
  "kidney-bean": () => {
    const bean =
      path(KIDNEY, "#8e2430") + ellipse(0, -16, 7, 3.5, "#f1e0d0") + highlight(-22, 4, 14, 6, 0.25);
    return shadow(120, 196, 80) + place(100, 104, -15, 1.05, bean) + place(150, 160, 25, 0.8, bean);
  },
  grape: () => {
    let grapes = "";
    const rows = [
      [90, [75, 105, 135, 165]],
      [116, [90, 120, 150]],
      [142, [105, 135]],
      [168, [120]],
    ] as const;
    for (const [y, xs] of rows) {
      for (const x of xs) {
        grapes += circle(x, y, 17, "#9bc53d", stroke("#6f9a2a", 2)) + highlight(x - 6, y - 6, 4, 3);
      }
    }
    return (
      shadow(120, 200, 60) +
      stem("M120 74Q122 58 132 48", "#6b4f2a", 5) +
      leaf(128, 56, 50, 34, -10, "#4d9a3a") +
      grapes
    );
  },
  strawberry: () =>
    shadow(120, 202, 50) +
    path("M120 200C80 175 60 132 70 106C80 84 160 84 170 106C180 132 160 175 120 200Z", "#e63946") +
    speckles(120, 132, 38, 44, 22, 2.4, "#fde68a") +
    highlight(96, 114, 8, 12, 0.3) +
    stem("M120 92L124 68", "#3f7d2c", 5) +
    leaf(120, 94, 30, 14, -165, "#4caf50") +
    leaf(120, 94, 30, 14, -15, "#4caf50") +
    leaf(120, 94, 26, 14, -125, "#43a047") +
    leaf(120, 94, 26, 14, -55, "#43a047") +
    leaf(120, 94, 22, 12, 90, "#388e3c"),
  fig: () =>
    shadow(124, 196, 84) +
    place(88, 120, -8, 1.05, path(FIG, "#6a3d5a") + highlight(-18, 0, 8, 18, 0.2)) +
    stem("M82 68L78 56", "#5b6b2e", 5) +
    place(
      156,
      146,
      18,
      0.85,
      path(FIG, "#7b3f61") +
        place(0, 4, 0, 0.86, path(FIG, "#f3e4cc")) +
        place(0, 8, 0, 0.66, path(FIG, "#d9485f")) +
        speckles(0, 14, 16, 20, 24, 1.8, "#fcd9b8"),
    ),
  lime: () =>
    shadow(124, 198, 78) +
    place(
      90,
      112,
      -20,
      1,
      ellipse(0, 0, 46, 37, "#6aa823") +
        ellipse(-48, 0, 6, 5, "#5a9220") +
        ellipse(48, 0, 5, 4, "#5a9220") +
        speckles(0, 0, 40, 30, 26, 1.3, "#4f8a1c") +
        highlight(-16, -16, 14, 6, 0.35),
    ) +
    citrusHalf(154, 152, 40, "#4d7c0f", "#c4e35a"),
  "pea-pod": () =>
    shadow(120, 190, 86) +
    place(
      120,
      118,
      -18,
      1,
      path("M-90 0C-60 -44 60 -44 92 -6C60 30 -60 30 -90 0Z", "#3f8f2a") +
        path("M-76 -2C-50 -30 50 -30 80 -8C50 10 -50 12 -76 -2Z", "#b5e08a") +
        [-50, -24, 2, 28, 54]
          .map((x) => circle(x, -8, 14, "#6cbf3a") + highlight(x - 4, -13, 4, 3, 0.55))
          .join("") +
        path("M-90 0C-60 30 60 30 92 -6C60 14 -60 16 -90 0Z", "#4a9c30") +
        stem("M-90 0Q-104 -6 -100 -22Q-96 -32 -86 -26", "#3f7d2c", 4),
    ),
  "sweet-lime": () =>
    shadow(120, 198, 70) +
    circle(120, 128, 66, "#d4d96a") +
    crescent(120, 128, 66, "#a9b33c") +
    speckles(120, 128, 56, 56, 60, 1.4, "#a3ad3a") +
    highlight(96, 100, 18, 10, 0.35) +
    circle(120, 64, 5, "#4d7c0f") +
    leaf(122, 62, 56, 24, -28, "#3d8b37") +
    leaf(118, 62, 44, 20, -150, "#4a9a40"),
  apple: () =>
    shadow(120, 198, 66) +
    path(APPLE, "#b91c1c") +
    place(10, 6, 0, 0.9, path(APPLE, "#dc2626")) +
    highlight(88, 112, 9, 20, 0.3) +
    stem("M120 82Q118 66 126 52", "#6b4423", 5) +
    leaf(124, 66, 44, 22, -30, "#4caf50"),
  guava: () =>
    shadow(124, 198, 80) +
    place(
      88,
      116,
      -10,
      1,
      path(
        "M0 -50C26 -50 48 -24 46 8C44 36 24 50 0 50C-24 50 -44 36 -46 8C-48 -24 -26 -50 0 -50Z",
        "#a5cf5a",
      ) +
        speckles(0, 4, 36, 38, 20, 1.6, "#7fae3a") +
        highlight(-18, -20, 10, 14, 0.3) +
        path("M-7 48L0 40L7 48Z", "#5b4a2a") +
        stem("M0 -48L2 -60", "#6b4f2a", 4) +
        leaf(2, -56, 40, 18, -30, "#4a9a40"),
    ) +
    circle(154, 154, 42, "#8bbf3f") +
    circle(154, 154, 38, "#fbd0c4") +
    circle(154, 154, 22, "#f58b8b") +
    speckles(154, 154, 16, 16, 14, 2, "#fff3d6"),
  pomegranate: () =>
    shadow(120, 198, 68) +
    circle(120, 132, 62, "#c0262d") +
    crescent(120, 132, 62, "#7f1d1d") +
    highlight(94, 108, 12, 18, 0.3) +
    path("M104 78L100 54L112 64L120 48L128 64L140 54L136 78Z", "#a61e26") +
    stem("M112 64L114 76M128 64L126 76", "#7f1d1d", 2),
  "sweet-potato": () =>
    shadow(120, 190, 90) +
    place(
      112,
      124,
      -16,
      1,
      path(
        "M-80 6C-70 -22 -30 -36 10 -34C50 -32 78 -18 84 0C88 16 60 34 20 36C-20 38 -60 30 -78 16Z",
        "#a34a5c",
      ) +
        path("M-60 20C-20 34 40 30 76 10C60 30 0 40 -60 20Z", "#85394a") +
        stem("M84 0Q100 4 112 16M-80 8Q-92 12 -104 6", "#85394a", 3) +
        stem("M-40 -16q6 4 12 0M10 -20q6 4 12 0M40 6q6 4 12 0M-20 14q6 4 12 0", "#7a3344", 2) +
        highlight(-20, -18, 26, 5, 0.25),
    ) +
    circle(160, 168, 24, "#a34a5c") +
    circle(160, 168, 20, "#f7e7c6") +
    speckles(160, 168, 12, 12, 8, 1.2, "#e8d3a6"),
  mango: () =>
    shadow(124, 198, 72) +
    place(122, 128, -30, 1, path(MANGO, "#f07a2a")) +
    place(116, 122, -30, 0.9, path(MANGO, "#f7a323")) +
    place(110, 116, -30, 0.74, path(MANGO, "#f9c22e")) +
    highlight(92, 128, 7, 18, 0.35) +
    stem("M96 74L88 58", "#6b4f2a", 5) +
    leaf(90, 62, 72, 20, -20, "#2f7d32"),
  banana: () => shadow(124, 196, 80) + place(66, 92, -6, 1.05, banana()),
} satisfies Partial<Record<SizeKey, () => string>>;
