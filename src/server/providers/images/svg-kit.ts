/**
 * Tiny helpers for the built-in flat illustrations: every drawing is a 240×240 SVG string
 * with no text, scripts, ids or external references, so many can sit inline on one page.
 */

export const BACKGROUND = "#fdf2f8";

/** Rounds to one decimal so the markup stays short. */
export const r1 = (value: number): number => Math.round(value * 10) / 10;

const more = (extra: string): string => (extra ? ` ${extra}` : "");

export function svg(body: string, background = BACKGROUND): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<circle cx="120" cy="120" r="112" fill="${background}"/>${body}</svg>`
  );
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${more(extra)}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = "",
): string =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${more(extra)}/>`;

export const path = (d: string, fill: string, extra = ""): string =>
  `<path d="${d}" fill="${fill}"${more(extra)}/>`;

/** Stroke attributes with round ends; pass as `extra`. */
export const stroke = (color: string, width: number): string =>
  `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** An unfilled, round-ended line along `d`: stems, veins, ribs, cords. */
export const stem = (d: string, color: string, width: number, extra = ""): string =>
  path(d, "none", `${stroke(color, width)}${more(extra)}`);

export const group = (transform: string, body: string, extra = ""): string =>
  `<g transform="${transform}"${more(extra)}>${body}</g>`;

/** Places a drawing made around (0, 0): moved to (x, y), turned, and scaled. */
export const place = (x: number, y: number, angle: number, scale: number, body: string): string =>
  group(`translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${scale})`, body);

/** A pointed leaf from its base at (x, y), `length` long, pointing at `angle` degrees. */
export function leaf(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  fill: string,
  vein = "#ffffff",
): string {
  const l = r1(length);
  const w = r1(width / 2);
  return group(
    `translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})`,
    path(`M0 0Q${r1(l * 0.45)} ${-w * 1.3} ${l} 0Q${r1(l * 0.45)} ${w * 1.3} 0 0Z`, fill) +
      stem(`M${r1(l * 0.08)} 0L${r1(l * 0.8)} 0`, vein, 1.5, 'opacity="0.4"'),
  );
}

/** Evenly spread dots inside an ellipse (sunflower pattern), always the same for a call. */
export function speckles(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  r: number,
  fill: string,
  extra = "",
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = Math.sqrt((i + 0.5) / count);
    const a = i * 2.39996;
    out += circle(cx + rx * t * Math.cos(a), cy + ry * t * Math.sin(a), r, fill, extra);
  }
  return out;
}

/** A soft shadow on the ground under an object. */
export const shadow = (cx: number, cy: number, rx: number): string =>
  ellipse(cx, cy, rx, rx * 0.13, "#9d174d", 'opacity="0.08"');

/** A magnifying glass; the body is drawn inside the lens, centred on (108, 106). */
export function magnifier(body: string): string {
  return (
    stem("M157 155L190 188", "#b7794a", 16) +
    stem("M152 150L162 160", "#94a3b8", 20) +
    circle(108, 106, 66, "#ffffff", 'stroke="#cbd5e1" stroke-width="10"') +
    body +
    stem("M70 78Q80 60 100 56", "#ffffff", 6, 'opacity="0.8"')
  );
}

export const highlight = (cx: number, cy: number, rx: number, ry: number, opacity = 0.45): string =>
  ellipse(cx, cy, rx, ry, "#ffffff", `opacity="${opacity}"`);

/** A halved citrus or fruit seen from the cut side. */
export const citrusHalf = (
  cx: number,
  cy: number,
  r: number,
  rind: string,
  flesh: string,
  pith = 0.9,
): string => {
  let lines = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x = cx + Math.cos(a) * r * (pith - 0.1);
    const y = cy + Math.sin(a) * r * (pith - 0.1);
    lines += stem(`M${cx} ${cy}L${x.toFixed(1)} ${y.toFixed(1)}`, "#fffbeb", 2.5);
  }
  return (
    circle(cx, cy, r, rind) +
    circle(cx, cy, r * pith, "#fefce8") +
    circle(cx, cy, r * (pith - 0.1), flesh) +
    lines +
    circle(cx, cy, r * 0.1, "#fffbeb")
  );
};

/** A shaded crescent along the lower right of a round fruit. */
export function crescent(cx: number, cy: number, r: number, fill: string, opacity = 0.35): string {
  const at = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`;
  };
  return path(
    `M${at(-50)}A${r} ${r} 0 0 1 ${at(140)}A${r1(r * 1.15)} ${r1(r * 1.15)} 0 0 0 ${at(-50)}Z`,
    fill,
    `opacity="${opacity}"`,
  );
}

/** Parallel lines across a circle at `angle` degrees, `gap` apart: nets and hatching. */
export function chords(
  cx: number,
  cy: number,
  r: number,
  angle: number,
  gap: number,
  color: string,
  width: number,
): string {
  const a = (angle * Math.PI) / 180;
  const [ux, uy, nx, ny] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
  let d = "";
  for (let o = -r + gap / 2; o < r; o += gap) {
    const h = Math.sqrt(r * r - o * o);
    const [mx, my] = [cx + nx * o, cy + ny * o];
    d += `M${r1(mx - ux * h)} ${r1(my - uy * h)}L${r1(mx + ux * h)} ${r1(my + uy * h)}`;
  }
  return stem(d, color, width);
}
