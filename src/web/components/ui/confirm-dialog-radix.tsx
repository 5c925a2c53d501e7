import { AlertDialog } from "radix-ui";
import { buttonClasses } from "./button.tsx";
import { ActionContext, type ActionProps, type ConfirmDialogProps } from "./confirm-dialog.tsx";

const renderAction = (props: ActionProps) => <AlertDialog.Action {...props} />;

/** The dialog itself (Radix), loaded the first time she reaches for a confirm button. */
export default function RadixConfirmDialog({
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
  defaultOpen,
}: ConfirmDialogProps & { defaultOpen: boolean }) {
  return (
    <ActionContext.Provider value={renderAction}>
      <AlertDialog.Root
        defaultOpen={defaultOpen}
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
    </ActionContext.Provider>
  );
}
