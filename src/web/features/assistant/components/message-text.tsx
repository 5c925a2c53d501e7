import { Fragment } from "react";

/** Emergency and helpline numbers that become tap-to-call links (CONTENT.md). */
const NUMBERS = /\b(108|112|102|14416|911|988|181|1-800-799-7233)\b/g;

/**
 * Answers are shown as text, never as HTML from the server or a model: line breaks become
 * paragraphs and the emergency numbers become phone links.
 */
export function MessageText({
  text,
  callLabel,
}: {
  text: string;
  callLabel: (n: string) => string;
}) {
  return (
    <>
      {text.split("\n").map((line, index) => (
        <p key={index} className={line.trim() ? "" : "h-2"}>
          {line.split(NUMBERS).map((part, i) =>
            i % 2 === 1 ? (
              <a
                key={i}
                href={`tel:${part}`}
                aria-label={callLabel(part)}
                className="font-bold underline"
              >
                {part}
              </a>
            ) : (
              <Fragment key={i}>{part}</Fragment>
            ),
          )}
        </p>
      ))}
    </>
  );
}
