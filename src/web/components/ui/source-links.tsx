/** The sources a piece of medical content cites, each a link that opens in a new tab. */
export function SourceLinks({
  sources,
  className = "mt-3 grid gap-2 text-sm",
}: {
  sources: { title: string; publisher: string; url: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {sources.map((source) => (
        <li key={source.url + source.title}>
          <a href={source.url} className="underline" target="_blank" rel="noreferrer">
            {source.title}
          </a>{" "}
          ({source.publisher})
        </li>
      ))}
    </ul>
  );
}
