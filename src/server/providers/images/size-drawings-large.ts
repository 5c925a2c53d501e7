import type { SizeKey } from "../../../domain/weeks.ts";
import { banana } from "./size-drawings-small.ts";
import {
  chords,
  circle,
  citrusHalf,
  crescent,
  ellipse,
  highlight,
  leaf,
  path,
  place,
  shadow,
  speckles,
  stem,
  stroke,
} from "./svg-kit.ts";

/** Dots on a grid that fall inside an ellipse, drawn by `dot(x, y)`. */
function grid(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  step: number,
  dot: (x: number, y: number) => string,
): string {
  let out = "";
  let row = 0;
  for (let y = cy - ry; y <= cy + ry; y += step * 0.9, row++) {
    for (let x = cx - rx + (row % 2) * (step / 2); x <= cx + rx; x += step) {
      if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 0.82) out += dot(x, y);
    }
  }
  return out;
}

/** Round bumps along an ellipse's edge, for knobbly or frilly outlines. */
function rim(cx: number, cy: number, rx: number, ry: number, n: number, r: number, fill: string) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out += circle(cx + rx * Math.cos(a), cy + ry * Math.sin(a), r, fill);
  }
  return out;
}

const PEAR =
  "M0 -60C22 -60 36 -30 38 10C40 44 22 62 0 62C-22 62 -40 44 -38 10C-36 -30 -22 -60 0 -60Z";

export const LARGE_DRAWINGS = {
  carrot: () =>
    shadow(130, 198, 70) +
    place(
      96,
      78,
      -35,
      1,
      leaf(0, -4, 58, 14, -70, "#4caf50") +
        leaf(0, -4, 64, 14, -92, "#43a047") +
        leaf(0, -4, 56, 14, -114, "#66bb6a") +
        path("M-26 0C-26 -8 26 -8 26 0C22 50 8 110 0 140C-8 110 -22 50 -26 0Z", "#f97316") +
        stem("M-18 30l12 2M6 50l12 -2M-12 78l10 2M2 102l7 -2", "#c2410c", 2.5) +
        highlight(-12, 30, 4, 18, 0.3),
    ),
  papaya: () =>
    shadow(124, 200, 84) +
    place(
      82,
      114,
      -20,
      0.95,
      path(PEAR, "#f2b632") +
        place(0, -6, 0, 0.9, path(PEAR, "#9ccc3d")) +
        highlight(-14, -20, 6, 20, 0.3),
    ) +
    place(
      160,
      138,
      22,
      0.95,
      path(PEAR, "#f0b429") +
        place(0, 2, 0, 0.86, path(PEAR, "#fb8c3c")) +
        ellipse(0, 14, 14, 30, "#f06a1e") +
        speckles(0, 14, 9, 24, 16, 3, "#1f2937"),
    ),
  pomelo: () =>
    shadow(124, 202, 86) +
    place(
      98,
      112,
      -8,
      1.02,
      path(
        "M0 -64C20 -64 26 -50 40 -42C64 -28 66 24 46 46C26 66 -26 66 -46 46C-66 24 -64 -28 -40 -42C-26 -50 -20 -64 0 -64Z",
        "#cde37a",
      ) +
        speckles(0, 6, 50, 50, 44, 1.3, "#b2c95e") +
        highlight(-24, -20, 12, 18, 0.35) +
        stem("M0 -62L0 -70", "#5b7a2a", 5) +
        leaf(2, -68, 48, 22, -24, "#3d8b37"),
    ) +
    citrusHalf(160, 160, 44, "#bcd36a", "#f7a1a8", 0.84),
  corn: () =>
    shadow(120, 204, 60) +
    place(
      120,
      118,
      20,
      1,
      stem("M-4 -80q-6 -10 -2 -20M2 -80q4 -12 12 -16M-2 -80q-12 -6 -16 -16", "#c08a3e", 2.5) +
        ellipse(0, -8, 30, 74, "#facc15") +
        grid(0, -8, 28, 72, 10, (x, y) =>
          ellipse(x, y, 4.4, 4.6, "#fde047", stroke("#e0a800", 1.2)),
        ) +
        path("M-8 62L8 62L6 90L-6 90Z", "#6b8e23") +
        path("M-4 72C-50 44 -54 -10 -36 -44C-30 -4 -20 30 4 56Z", "#65a30d") +
        path("M4 72C50 44 54 -20 32 -60C30 -12 24 30 -4 56Z", "#84cc16") +
        stem("M-30 -20C-28 10 -20 36 -4 56", "#4d7c0f", 2, 'opacity="0.6"'),
    ),
  cauliflower: () => {
    let florets = "";
    const n = 17;
    for (let i = n - 1; i >= 0; i--) {
      const t = Math.sqrt((i + 0.5) / n);
      const a = i * 2.39996;
      const x = 120 + 52 * t * Math.cos(a);
      const y = 112 + 38 * t * Math.sin(a);
      florets +=
        circle(x, y, 17, "#fbf6e2", stroke("#e3d7ad", 2)) + circle(x - 4, y - 4, 4, "#fffdf5");
    }
    return (
      shadow(120, 202, 82) +
      leaf(120, 150, 86, 50, -168, "#4e9a45") +
      leaf(120, 150, 86, 50, -12, "#4e9a45") +
      leaf(120, 150, 76, 44, 150, "#5fab52") +
      leaf(120, 150, 76, 44, 30, "#5fab52") +
      leaf(120, 156, 50, 40, 90, "#6cb85e") +
      florets
    );
  },
  "spinach-bunch": () => {
    let leaves = "";
    const fan = [
      [-132, 80, "#2e7d32"],
      [-48, 80, "#2e7d32"],
      [-112, 92, "#388e3c"],
      [-68, 92, "#388e3c"],
      [-90, 96, "#43a047"],
    ] as const;
    for (const [angle, length, color] of fan) {
      const rad = (angle * Math.PI) / 180;
      const bx = 120 + Math.cos(rad) * 34;
      const by = 160 + Math.sin(rad) * 34;
      leaves += stem(`M120 160L${bx.toFixed(1)} ${by.toFixed(1)}`, "#a5d6a7", 5);
      leaves += leaf(bx, by, length, 48, angle, color);
    }
    return (
      shadow(120, 204, 50) +
      stem("M114 160L106 200M120 160L120 202M126 160L134 200", "#a5d6a7", 5) +
      leaves +
      path("M106 152h28a4 4 0 0 1 0 14h-28a4 4 0 0 1 0-14Z", "#c2410c")
    );
  },
  brinjal: () =>
    shadow(128, 202, 62) +
    place(
      122,
      130,
      24,
      1,
      path("M0 -50C34 -50 52 10 44 50C36 84 -36 84 -44 50C-52 10 -34 -50 0 -50Z", "#5b2a86") +
        ellipse(18, 26, 20, 44, "#47206b", 'opacity="0.6"') +
        highlight(-22, 0, 8, 28, 0.3) +
        stem("M0 -56L4 -84", "#4d7a2f", 9) +
        path("M-32 -38C-22 -64 22 -64 32 -38L20 -26L12 -40L0 -22L-12 -40L-20 -26Z", "#5f8f3a"),
    ),
  coconut: () => {
    let fibres = "";
    for (let k = -2; k <= 2; k++) {
      fibres += stem(`M100 60Q${100 + k * 30} 116 100 174`, "#5c3317", 2.5);
    }
    return (
      shadow(126, 204, 86) +
      circle(100, 116, 58, "#7a4a24") +
      crescent(100, 116, 58, "#4a2a12") +
      fibres +
      chords(100, 116, 50, 20, 16, "#9a6a3a", 1.5).replace("/>", ' opacity="0.6"/>') +
      highlight(80, 92, 12, 16, 0.15) +
      path("M110 164A48 34 0 0 0 206 164Z", "#6b3f1d") +
      ellipse(158, 162, 48, 22, "#6b3f1d") +
      ellipse(158, 161, 42, 17, "#fffdf5") +
      ellipse(158, 162, 32, 11, "#efe6cf")
    );
  },
  "bottle-gourd": () =>
    shadow(120, 204, 70) +
    place(
      124,
      116,
      -35,
      1,
      path(
        "M-14 -90C-14 -100 14 -100 14 -90C14 -60 22 -40 30 -12C38 20 38 92 0 92C-38 92 -38 20 -30 -12C-22 -40 -14 -60 -14 -90Z",
        "#a8cf6a",
      ) +
        path("M16 -40C28 -12 38 20 34 56C31 80 18 90 0 92C28 74 30 20 16 -40Z", "#8fbb55") +
        speckles(0, 34, 26, 44, 22, 1.6, "#e6f2c9") +
        stem("M-6 -80C-6 -50 -20 -10 -26 30", "#e2f1c6", 5, 'opacity="0.6"') +
        stem("M0 -98L2 -110", "#6b7a3a", 8),
    ),
  cabbage: () =>
    shadow(120, 204, 86) +
    leaf(120, 150, 92, 72, -170, "#5aa350") +
    leaf(120, 150, 92, 72, -10, "#5aa350") +
    leaf(120, 160, 70, 54, 150, "#4e9446") +
    leaf(120, 160, 70, 54, 30, "#4e9446") +
    circle(120, 126, 58, "#a8d98f") +
    path("M64 136C58 92 96 64 140 70C110 80 92 104 92 162Z", "#8cc771") +
    path("M178 134C182 92 150 66 112 68C140 84 152 110 146 166Z", "#93cc78") +
    stem("M84 150C80 120 92 96 116 84M160 150C164 120 152 98 128 86", "#d9f2c9", 2.5) +
    stem("M84 128l-10 -6M86 110l-10 -10M158 128l10 -6M154 110l10 -10", "#d9f2c9", 2) +
    highlight(116, 108, 14, 8, 0.35),
  pineapple: () => {
    let crown = "";
    for (const [a, l, c] of [
      [-140, 46, "#3f8f3a"],
      [-40, 46, "#3f8f3a"],
      [-120, 58, "#56a84a"],
      [-60, 58, "#56a84a"],
      [-100, 66, "#3f8f3a"],
      [-80, 66, "#4c9d42"],
    ] as const) {
      crown += leaf(120, 100, l, 16, a, c);
    }
    return (
      shadow(120, 206, 56) +
      crown +
      ellipse(120, 148, 46, 58, "#f2b134") +
      grid(
        120,
        150,
        40,
        54,
        18,
        (x, y) =>
          path(
            `M${(x - 8).toFixed(1)} ${y.toFixed(1)}l8 -7l8 7l-8 7Z`,
            "#e39a1e",
            stroke("#b8760f", 1.5),
          ) + circle(x, y, 1.6, "#7a4a0e"),
      )
    );
  },
  "ash-gourd": () =>
    shadow(120, 196, 98) +
    place(
      120,
      128,
      -8,
      1,
      ellipse(0, 0, 94, 56, "#a9c3a0") +
        ellipse(10, 14, 80, 38, "#93ad8a", 'opacity="0.5"') +
        stem(
          "M-80 -10C-30 -24 30 -24 80 -10M-84 10C-30 22 30 22 84 10",
          "#8ea986",
          2,
          'opacity="0.6"',
        ) +
        speckles(0, 0, 84, 48, 70, 1.8, "#f4f8f1", 'opacity="0.8"') +
        highlight(-30, -26, 40, 10, 0.45) +
        stem("M-92 -4L-104 -10", "#6b7a3a", 8),
    ),
  muskmelon: () => {
    let ribs = "";
    for (let k = -2; k <= 2; k++) {
      ribs += stem(`M100 60Q${100 + k * 36} 118 100 176`, "#6f8f45", 3);
    }
    return (
      shadow(124, 202, 86) +
      circle(100, 118, 58, "#e3b36a") +
      crescent(100, 118, 58, "#b7843e") +
      chords(100, 118, 58, 35, 9, "#f6e3bb", 1.3) +
      chords(100, 118, 58, -35, 9, "#f6e3bb", 1.3) +
      ribs +
      highlight(80, 96, 10, 14, 0.3) +
      place(
        160,
        168,
        -8,
        0.78,
        path("M-62 -2C-40 50 40 50 62 -2C40 58 -40 58 -62 -2Z", "#8fae5a") +
          path("M-62 -2C-40 46 40 46 62 -2Z", "#fb923c") +
          path("M-50 -2C-30 14 30 14 50 -2Z", "#fcd9a8") +
          speckles(0, 2, 40, 5, 10, 2.5, "#fef3c7"),
      )
    );
  },
  "banana-bunch": () =>
    shadow(124, 202, 86) +
    stem("M80 78L70 46", "#6b7a32", 12) +
    [-34, -16, 2, 20, 38]
      .map((a, i) => place(80, 76, a, 0.92, banana(i % 2 ? "#fcd34d" : "#fde047", "#d4a20a")))
      .join(""),
  pumpkin: () =>
    shadow(120, 200, 90) +
    stem("M122 86C120 70 126 60 138 56", "#6b8e23", 10) +
    stem("M136 66q14 -14 24 -4q8 10 -4 14", "#7ca32e", 2.5) +
    leaf(118, 80, 50, 30, -150, "#4d9a3a") +
    ellipse(78, 138, 38, 52, "#ea8a0c") +
    ellipse(162, 138, 38, 52, "#ea8a0c") +
    ellipse(100, 138, 36, 56, "#f59e0b") +
    ellipse(140, 138, 36, 56, "#f59e0b") +
    ellipse(120, 138, 30, 58, "#fbbf24") +
    highlight(110, 110, 6, 16, 0.35),
  jackfruit: () =>
    shadow(120, 210, 70) +
    stem("M120 48L124 26", "#6b5a2a", 12) +
    place(
      120,
      128,
      10,
      1,
      rim(0, 0, 66, 84, 36, 7, "#8fae3c") +
        ellipse(0, 0, 66, 84, "#8fae3c") +
        ellipse(16, 18, 44, 60, "#7f9f32", 'opacity="0.6"') +
        grid(
          0,
          0,
          66,
          84,
          13,
          (x, y) => circle(x, y, 4, "#6f8f2a") + circle(x, y, 1.5, "#c5d67a"),
        ) +
        highlight(-26, -40, 10, 18, 0.25),
    ),
  watermelon: () => {
    let stripes = "";
    for (let k = -3; k <= 3; k++) {
      stripes += stem(`M-62 0Q0 ${k * 34} 62 0`, "#1b5e20", 7);
    }
    return (
      shadow(124, 204, 92) +
      place(
        96,
        112,
        -15,
        1,
        ellipse(0, 0, 68, 52, "#43a047") + stripes + highlight(-24, -24, 16, 8, 0.3),
      ) +
      place(
        164,
        150,
        10,
        1,
        path("M0 -55L-48 28Q0 44 48 28Z", "#ef4444") +
          path("M-48 28Q0 44 48 28L52 35Q0 53 -52 35Z", "#f1f8e9") +
          path("M-52 35Q0 53 52 35L54 41Q0 61 -54 41Z", "#2e7d32") +
          [
            [-10, -10],
            [12, -4],
            [-20, 12],
            [4, 14],
            [24, 16],
            [0, -28],
          ]
            .map(([x, y]) => ellipse(x ?? 0, y ?? 0, 2.6, 4.5, "#1f2937"))
            .join(""),
      )
    );
  },
} satisfies Partial<Record<SizeKey, () => string>>;
