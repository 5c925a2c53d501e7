import { render, screen, waitFor } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmAction, ConfirmDialog } from "./confirm-dialog.tsx";

function Uncontrolled({ onDelete }: { onDelete: () => void }) {
  return (
    <ConfirmDialog
      trigger="Delete entry"
      triggerClassName=""
      title="Delete this entry?"
      description="It goes from your log."
      cancel="Keep it"
      confirm={<ConfirmAction onClick={onDelete}>Delete</ConfirmAction>}
    />
  );
}

function Controlled({ onOpen }: { onOpen: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpen(next);
        setOpen(next);
      }}
      trigger="Baby is born"
      triggerClassName=""
      title="Congratulations"
      description="When was your baby born?"
      cancel="Cancel"
      confirm={<ConfirmAction>Save</ConfirmAction>}
    />
  );
}

/** Gone, and the page behind it usable again. */
async function closed() {
  await waitFor(() => {
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.body.style.pointerEvents).toBe("");
  });
}

describe("the confirm dialog, loaded when first wanted", () => {
  it("opens on the first click, confirms, closes, and opens again", async () => {
    const onDelete = vi.fn();
    render(<Uncontrolled onDelete={onDelete} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Delete entry" }));
    // The first open waits for the dialog's code (its own chunk in the app).
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Delete this entry?" },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent("It goes from your log.");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await closed();

    await userEvent.click(screen.getByRole("button", { name: "Delete entry" }));
    await screen.findByRole("alertdialog");
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    await closed();
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("tells a controlling parent it opened, on the first click too", async () => {
    const onOpen = vi.fn();
    render(<Controlled onOpen={onOpen} />);
    await userEvent.click(screen.getByRole("button", { name: "Baby is born" }));
    await screen.findByRole("alertdialog", { name: "Congratulations" });
    expect(onOpen).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await closed();
    expect(onOpen).toHaveBeenLastCalledWith(false);
  });

  it("does nothing while its trigger is disabled", async () => {
    render(
      <ConfirmDialog
        trigger="Delete account"
        triggerClassName=""
        triggerDisabled
        title="Sure?"
        description="All of it goes."
        cancel="Keep"
        confirm={null}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
