import { CircleCheck } from "lucide-react";
import { Button } from "./button.tsx";

/**
 * What a form shows once it has been sent (the waitlist, a support message): a calm
 * confirmation in place of the form, with a way to send another. It takes focus, so a
 * screen reader and her eyes move to it from the button she pressed.
 */
export function SentPanel(props: {
  title: string;
  text: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div
      role="status"
      tabIndex={-1}
      ref={(panel) => panel?.focus()}
      className="scroll-mt-24 rounded-3xl border border-green-200 bg-green-50 p-6 outline-none"
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold text-green-900">
        <CircleCheck aria-hidden className="h-6 w-6" /> {props.title}
      </h2>
      <p className="mt-2 text-green-900">{props.text}</p>
      <Button variant="outline" className="mt-4" onClick={props.onAgain}>
        {props.againLabel}
      </Button>
    </div>
  );
}
