import {
  BabyNamesRequestSchema,
  type BabyName,
  type BabyNamesRequest,
  type BabyNamesResponse,
  type NameOrigin,
} from "../../../contracts/baby-names.ts";
import type { Language } from "../../../domain/language.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Llm } from "../../providers/llm.ts";
import { namesFromModel } from "./model-names.ts";
import { toBabyName, type NamesLibrary } from "./names-library.ts";
import { matching, pickNames } from "./pick.ts";

/** Issue 15 parts 4–5: names from the reviewed library, or chosen by a model and checked. */
export function createBabyNamesService(deps: {
  library: NamesLibrary;
  llm?: Llm | undefined;
  log?: { warn(data: object, message: string): void };
  modelTimeoutMs?: number;
  random?: () => number;
}) {
  const { library } = deps;
  const labels = new Map(library.files.map((f) => [f.origin, f.label]));
  return {
    origins(lang: Language): NameOrigin[] {
      return library.files.map((f) => ({ id: f.origin, label: f.label[lang] }));
    },

    async generate(raw: BabyNamesRequest): Promise<BabyNamesResponse> {
      const request = BabyNamesRequestSchema.parse(raw);
      const label = labels.get(request.origin);
      if (request.origin !== "any" && !label)
        throw new AppError(400, "VALIDATION_FAILED", "Choose one of the listed origins.", {
          origin: "errors.origin",
        });
      const picked = pickNames(matching(library.names, request), {
        limit: request.limit,
        ...(request.exclude ? { exclude: request.exclude } : {}),
        ...(deps.random ? { random: deps.random } : {}),
      }).map(toBabyName);
      if (!deps.llm) return { names: picked, mode: "library" };
      const fromModel = await namesFromModel({
        llm: deps.llm,
        library,
        request,
        originLabel: label?.en ?? "any",
        timeoutMs: deps.modelTimeoutMs ?? 15_000,
      });
      if (!fromModel) {
        // Only that it failed: never her filters.
        deps.log?.warn({}, "model baby names not used");
        return { names: picked, mode: "library" };
      }
      // The model's choice first, topped up from the library's pick when it gave fewer.
      const have = new Set(fromModel.map((n) => n.name.toLowerCase()));
      const topUp = picked.filter((n) => !have.has(n.name.toLowerCase()));
      return { names: [...fromModel, ...topUp].slice(0, request.limit), mode: "model" };
    },

    /** The names of a shared list, in its order; ids the library no longer has are left out. */
    lookup(ids: string): BabyName[] {
      return ids
        .split(",")
        .slice(0, 200)
        .flatMap((id) => {
          const found = library.byId.get(id.trim());
          return found ? [toBabyName(found)] : [];
        });
    },
  };
}
export type BabyNamesService = ReturnType<typeof createBabyNamesService>;
