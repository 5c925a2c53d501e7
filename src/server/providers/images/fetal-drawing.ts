import { circle, ellipse, path, place, r1, stem, stroke, svg } from "./svg-kit.ts";

/** Colour themes by trimester (purple, blue, green), lightest to strongest. */
const THEMES = {
  1: { soft: "#faf5ff", fluid: "#f3e8ff", wall: "#e9d5ff", mid: "#c084fc", main: "#6b21a8" },
  2: { soft: "#eff6ff", fluid: "#dbeafe", wall: "#bfdbfe", mid: "#60a5fa", main: "#1d4ed8" },
  3: { soft: "#f0fdf4", fluid: "#dcfce7", wall: "#bbf7d0", mid: "#4ade80", main: "#15803d" },
} as const;
type Theme = (typeof THEMES)[keyof typeof THEMES];

const SKIN = "#e0ac69";
const SHADE = "#c68642";

function trimesterOf(week: number): 1 | 2 | 3 {
  if (week <= 13) return 1;
  if (week <= 26) return 2;
  return 3;
}

/** The womb: a soft wall, the fluid inside, and a few floating light dots. */
const womb = (t: Theme): string =>
  ellipse(120, 120, 98, 100, t.wall, `stroke="${t.main}" stroke-width="3" stroke-opacity="0.3"`) +
  ellipse(120, 121, 86, 88, t.fluid) +
  circle(76, 84, 4, "#ffffff", 'opacity="0.7"') +
  circle(168, 162, 3, "#ffffff", 'opacity="0.7"') +
  circle(160, 76, 2.5, "#ffffff", 'opacity="0.7"');

/** A limb as a soft outlined capsule along `d`. */
const limb = (d: string, width: number, fill = SKIN): string =>
  stem(d, SHADE, width + 3) + stem(d, fill, width);

/** Weeks 1–8: a tiny curled embryo in its sac, with the yolk sac beside it. */
function embryo(week: number, t: Theme): string {
  const s = 0.6 + week * 0.1;
  return (
    circle(120, 122, 64, "#ffffff", `opacity="0.6" ${stroke(t.mid, 3)}`) +
    stem(
      `M${r1(120 + 8 * s)} ${r1(124 + 8 * s)}Q${r1(134 + 14 * s)} ${r1(132 + 14 * s)} 166 150`,
      SHADE,
      2,
    ) +
    circle(170, 154, 9, "#fde7b0", stroke(SHADE, 2)) +
    place(
      120,
      122,
      0,
      r1(s),
      path(
        "M0 -30C16 -30 24 -18 22 -6C21 6 22 18 12 26C4 32 -10 32 -15 24C-18 19 -15 14 -11 16C-8 18 -8 22 -2 21C6 19 6 8 -2 4C-10 0 -18 -4 -18 -14C-18 -24 -10 -30 0 -30Z",
        SKIN,
        stroke(SHADE, 1.5),
      ) + circle(-6, -14, 2.5, SHADE, 'opacity="0.7"'),
    )
  );
}

/** A curled baby facing left, head up, about 160 units tall around (0, 0). */
function baby(headR: number, limbW: number): string {
  const ear = -8 + headR * 0.45;
  return (
    path(
      "M-10 -14C20 -24 46 0 44 34C42 62 22 76 -2 72C-24 68 -30 40 -24 16C-20 0 -18 -10 -10 -14Z",
      SKIN,
      stroke(SHADE, 2),
    ) +
    circle(-8, -38, headR, SKIN, stroke(SHADE, 2)) +
    stem(`M${r1(ear - 2)} -44q8 6 0 12`, SHADE, 2.5) +
    stem(`M${r1(-8 - headR * 0.62)} -38q5 4 10 0`, "#8a5a33", 2) +
    limb("M22 52L-20 42L-4 78", limbW) +
    ellipse(2, 80, 11, 6, SKIN, stroke(SHADE, 2)) +
    limb("M-4 4L-20 20L-30 -4", limbW * 0.7) +
    highlight(r1(-8 + headR * 0.1), r1(-38 - headR * 0.62), headR * 0.3, headR * 0.14)
  );
}

const highlight = (cx: number, cy: number, rx: number, ry: number): string =>
  ellipse(cx, cy, rx, ry, "#ffffff", 'opacity="0.3"');

/** Weeks 9 and on: placenta, cord and the curled baby; head down from week 33. */
function fetus(week: number, t: Theme): string {
  const small = week <= 20;
  const s = small ? 0.42 + (week - 9) * 0.03 : 0.78 + (Math.min(week, 42) - 21) * 0.01;
  const y = small ? 0 : -4 * s;
  const belly = { x: -14 * s, y: y + 34 * s };
  const scene =
    path("M-74 -40A84 84 0 0 0 -74 40L-60 32A70 70 0 0 1 -60 -32Z", t.mid, 'opacity="0.55"') +
    stem(
      `M${r1(belly.x)} ${r1(belly.y)}C${r1(belly.x - 20)} ${r1(belly.y + 20)} -40 -10 -64 0`,
      t.mid,
      5,
    ) +
    place(0, y, 0, r1(s), baby(small ? 38 : 31, small ? 12 : 16));
  return place(120, 122, week >= 33 ? 180 : 0, 1, scene);
}

/** A gentle, stylised picture of the baby for the week, themed by trimester. */
export function fetalSvg(week: number): string {
  const w = Math.min(Math.max(Math.round(week), 1), 42);
  const t = THEMES[trimesterOf(w)];
  return svg(womb(t) + (w <= 8 ? embryo(w, t) : fetus(w, t)), t.soft);
}
