import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClasses } from "./button.tsx";

/**
 * An "are you sure?" dialog: a trigger, a title, a description, optional fields the answer
 * needs (children), cancel and confirm.
 */
export function ConfirmDialog({
  trigger,
  triggerClassName,
  triggerDisabled,
  title,
  description,
  children,
  cancel,
  confirm,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  triggerClassName: string;
  triggerDisabled?: boolean;
  title: string;
  description: string;
  children?: ReactNode;
  cancel: string;
  /** The confirming button: an AlertDialog.Action, or a button that closes it itself. */
  confirm: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <AlertDialog.Root
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <AlertDialog.Trigger disabled={triggerDisabled} className={triggerClassName}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-stone-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {description}
          </AlertDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("ghost", "md")}>
              {cancel}
            </AlertDialog.Cancel>
            {confirm}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const ConfirmAction = AlertDialog.Action;
