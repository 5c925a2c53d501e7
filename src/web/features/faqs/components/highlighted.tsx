import { highlight } from "../lib/highlight.ts";

/** A text with the words the search found marked (<mark>, read as such by screen readers). */
export function Highlighted({ text, matched }: { text: string; matched: readonly string[] }) {
  return (
    <>
      {highlight(text, matched).map((piece, index) =>
        piece.mark ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-stone-950">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
