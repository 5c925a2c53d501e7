import path from "node:path";
import type { z } from "zod";
import { FAQ_CATEGORIES, FaqFileSchema, type FaqFile } from "../../../contracts/faqs.ts";
import { readContentFolder } from "../../content-folder.ts";

/**
 * content/faq/*.json (issue 15 part 1), validated at start-up: a file that does not match
 * stops the server, naming it. An id must be unique across every category (it is the
 * answer's anchor on the page).
 */
export function loadFaqs(contentDir: string): FaqFile[] {
  const files = readContentFolder(
    path.join(contentDir, "faq"),
    FaqFileSchema.transform((file) => [file]) as unknown as z.ZodType<FaqFile[]>,
  );
  const seen = new Set<string>();
  for (const item of files.flatMap((file) => file.items)) {
    if (seen.has(item.id)) throw new Error(`content/faq: the id ${item.id} is used twice`);
    seen.add(item.id);
  }
  // The filter's order (first trimester … app features), whatever the files are called.
  return files.sort(
    (a, b) => FAQ_CATEGORIES.indexOf(a.category) - FAQ_CATEGORIES.indexOf(b.category),
  );
}
