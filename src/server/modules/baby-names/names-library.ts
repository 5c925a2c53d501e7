import path from "node:path";
import type { z } from "zod";
import {
  NameFileSchema,
  nameId,
  type BabyName,
  type NameFile,
  type NameGender,
} from "../../../contracts/baby-names.ts";
import { meaningKeys } from "../../../domain/names/meaning-search.ts";
import { lengthClass, syllables } from "../../../domain/names/syllables.ts";
import { readContentFolder } from "../../content-folder.ts";

/** One library name with what the filters compare, worked out once at start. */
export interface IndexedName {
  id: string;
  origin: string;
  name: string;
  devanagari: string;
  gender: NameGender;
  meaning: { en: string; hi: string };
  syllables: string[];
  length: ReturnType<typeof lengthClass>;
  keys: string[];
}

export interface NamesLibrary {
  files: NameFile[];
  names: IndexedName[];
  byId: Map<string, IndexedName>;
  /** Lower-case Latin spelling → every origin's entry of that name. */
  byName: Map<string, IndexedName[]>;
}

/**
 * content/names/*.json (issue 15 part 3), validated at start: a file that does not match,
 * an origin given twice or a name twice within an origin stops the server, naming it.
 */
export function loadNamesLibrary(contentDir: string): NamesLibrary {
  const files = readContentFolder(
    path.join(contentDir, "names"),
    NameFileSchema.transform((file) => [file]) as unknown as z.ZodType<NameFile[]>,
  );
  const names: IndexedName[] = [];
  const byId = new Map<string, IndexedName>();
  const byName = new Map<string, IndexedName[]>();
  const origins = new Set<string>();
  for (const file of files) {
    if (origins.has(file.origin)) throw new Error(`content/names: ${file.origin} given twice`);
    origins.add(file.origin);
    for (const entry of file.names) {
      const id = nameId(file.origin, entry.name);
      if (byId.has(id)) throw new Error(`content/names/${file.origin}: ${entry.name} twice`);
      const indexed: IndexedName = {
        ...entry,
        id,
        origin: file.origin,
        syllables: syllables(entry.devanagari),
        length: lengthClass(entry.name),
        keys: meaningKeys(entry.meaning),
      };
      names.push(indexed);
      byId.set(id, indexed);
      const key = entry.name.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), indexed]);
    }
  }
  return { files, names, byId, byName };
}

/** The API's shape of a library name (001 §3 and issue 15 part 5). */
export function toBabyName(n: IndexedName): BabyName {
  return {
    id: n.id,
    name: n.name,
    devanagari: n.devanagari,
    gender: n.gender,
    origin: n.origin,
    meaning: n.meaning.en,
    meaningHi: n.meaning.hi,
  };
}
