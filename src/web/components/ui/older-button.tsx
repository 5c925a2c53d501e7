import type { OlderEntries } from "../../lib/local-first.ts";
import { Button } from "./button.tsx";
import { RetryLine } from "./retry-line.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * "Show older entries" at the end of a list whose account holds more (issue 14): the next
 * page joins the list below what is shown. While it loads the button says so; when it fails
 * a calm line and Try again take its place, and nothing already shown goes away.
 */
export function OlderButton({
  older,
  texts,
}: {
  older: OlderEntries;
  texts: { show: string; loading: string; failed: string; retry: string };
}) {
  // One live region for the three states, so a screen reader hears "loading" and the failure.
  return (
    <div aria-live="polite" className="empty:hidden">
      {older.failed && !older.loading ? (
        <RetryLine text={texts.failed} retry={texts.retry} onRetry={older.load} />
      ) : older.has ? (
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          disabled={older.loading}
          onClick={older.load}
        >
          {older.loading ? (
            <>
              <Spinner /> {texts.loading}
            </>
          ) : (
            texts.show
          )}
        </Button>
      ) : null}
    </div>
  );
}
