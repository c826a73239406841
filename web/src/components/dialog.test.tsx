import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Pick one"
          description="Either will do."
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button">Second</button>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Opener onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Open" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Pick one" }) };
}

describe("Dialog", () => {
  it("is a labelled, described modal that takes focus to its first control", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Either will do.");
    expect(screen.getByRole("button", { name: "First" })).toHaveFocus();
  });

  it("keeps focus inside while tabbing in either direction", async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole("button", { name: "Second" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "First" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("closes with Escape and gives focus back to what opened it", async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog(onClose);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes from the close button", async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
