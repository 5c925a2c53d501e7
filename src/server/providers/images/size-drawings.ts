import type { SizeKey } from "../../../domain/weeks.ts";
import { LARGE_DRAWINGS } from "./size-drawings-large.ts";
import { SMALL_DRAWINGS } from "./size-drawings-small.ts";
import { svg } from "./svg-kit.ts";

/** Every size key has its own drawing; the compiler checks none is missing. */
const DRAWINGS: Record<SizeKey, () => string> = { ...SMALL_DRAWINGS, ...LARGE_DRAWINGS };

/** A friendly flat picture of the week's size object, as a standalone 240×240 SVG. */
export function sizeObjectSvg(key: SizeKey): string {
  return svg(DRAWINGS[key]());
}
