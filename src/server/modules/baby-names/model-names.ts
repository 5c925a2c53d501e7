import type { BabyName } from "../../../contracts/baby-names.ts";
import { lengthClass } from "../../../domain/names/syllables.ts";
import type { Llm } from "../../providers/llm.ts";
import { toBabyName, type NamesLibrary } from "./names-library.ts";
import { matching, type NamesRequest } from "./pick.ts";

/**
 * With a model configured, it may choose names for her filters (issue 15 part 4). Only
 * names found in the library are shown with a meaning, the library's own; a name the
 * library does not have is shown marked as a suggestion, without a meaning, and only when
 * its Latin spelling can be checked against her filters. No answer in time, or no usable
 * answer, returns null and the library's pick stands.
 */
export async function namesFromModel(input: {
  llm: Llm;
  library: NamesLibrary;
  request: NamesRequest;
  originLabel: string;
  timeoutMs: number;
}): Promise<BabyName[] | null> {
  const { request, library } = input;
  const wants = [
    `${String(request.limit)} baby names`,
    `origin: ${request.origin === "any" ? "any" : input.originLabel}`,
    `gender: ${request.gender}`,
    request.startsWith ? `starting with: ${request.startsWith}` : "",
    request.q ? `meaning related to: ${request.q}` : "",
    request.length ? `length: ${request.length}` : "",
  ].filter(Boolean);
  let text: string;
  try {
    text = await input.llm.complete(
      [
        {
          role: "system",
          content:
            "You suggest real, commonly given baby names. Answer with JSON only: " +
            '{"names":["Name1","Name2"]} in Latin letters, no meanings.',
        },
        { role: "user", content: wants.join("\n") },
      ],
      { maxTokens: 400, signal: AbortSignal.timeout(input.timeoutMs) },
    );
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  } catch {
    return null;
  }
  const raw = (parsed as { names?: unknown }).names;
  if (!Array.isArray(raw)) return null;
  const fits = new Set(matching(library.names, request).map((n) => n.id));
  const latinStart = /^[A-Za-z, ]*$/.test(request.startsWith ?? "");
  const out: BabyName[] = [];
  const seen = new Set<string>();
  for (const item of raw.slice(0, 50)) {
    if (typeof item !== "string" || !/^[A-Za-z][A-Za-z' -]{0,39}$/.test(item.trim())) continue;
    const name = item.trim();
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const known = library.byName.get(key);
    if (known) {
      const fitting = known.find((n) => fits.has(n.id));
      if (fitting) out.push(toBabyName(fitting));
      continue;
    }
    // Not in the library: its Devanagari, gender and meaning are unknown, so only filters
    // on the Latin spelling can be checked, and a meaning search cannot be.
    const starts = request.startsWith
      ? request.startsWith
          .split(/[,\s]+/)
          .filter(Boolean)
          .some((p) => key.startsWith(p.toLowerCase()))
      : true;
    if (!latinStart || request.q || !starts) continue;
    if (request.length && lengthClass(name) !== request.length) continue;
    out.push({
      id: `suggested.${key.replace(/[^a-z]+/g, "-")}`,
      name,
      devanagari: "",
      gender: request.gender === "any" ? "unisex" : request.gender,
      origin: request.origin,
      meaning: "",
      meaningHi: "",
      suggested: true,
    });
  }
  return out.length > 0 ? out.slice(0, request.limit) : null;
}
