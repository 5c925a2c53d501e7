import type { AlertDialog } from "radix-ui";
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";

export interface ConfirmDialogProps {
  trigger: ReactNode;
  triggerClassName: string;
  triggerDisabled?: boolean;
  title: string;
  description: string;
  /** Optional fields the answer needs. */
  children?: ReactNode;
  cancel: string;
  /** The confirming button: a ConfirmAction, or a button that closes it itself. */
  confirm: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const load = () => import("./confirm-dialog-radix.tsx");
const RadixConfirmDialog = lazy(load);

export type ActionProps = ComponentProps<typeof AlertDialog.Action>;
export const ActionContext = createContext<(props: ActionProps) => ReactNode>(() => null);

/** The confirming button that also closes the dialog (Radix's, once the dialog has loaded). */
export function ConfirmAction(props: ActionProps) {
  const renderAction = useContext(ActionContext);
  return renderAction(props);
}

/**
 * An "are you sure?" dialog: a trigger, a title, a description, optional fields, cancel and
 * confirm. Until she first reaches for the trigger it is a plain button, so the dialog's
 * code (Radix, 12 KB) is not part of any page's first load; pointing at or focusing the
 * button starts loading it, and the click opens it once it is there.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      aria-haspopup="dialog"
      disabled={props.triggerDisabled || !onClick}
      className={props.triggerClassName}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={onClick}
    >
      {props.trigger}
    </button>
  );
  if (!wanted)
    return button(() => {
      setWanted(true);
      props.onOpenChange?.(true);
    });
  return (
    <Suspense fallback={button()}>
      <RadixConfirmDialog {...props} defaultOpen />
    </Suspense>
  );
}
