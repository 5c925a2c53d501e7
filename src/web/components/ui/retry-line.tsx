/** Something of hers could not be loaded: a calm line and Try again. */
export function RetryLine(props: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-3xl bg-amber-50 p-4 text-amber-900">
      {props.text}{" "}
      <button type="button" className="min-h-11 font-medium underline" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  );
}
