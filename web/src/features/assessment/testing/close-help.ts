// Steps through an open help overlay to its end ('Next' ... 'Got it'), as a child would.
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

export async function closeHelp(user: UserEvent): Promise<void> {
  const dialog = screen.getByRole("dialog", { name: "How to answer" });
  for (let step = 0; step < 10; step += 1) {
    const done = within(dialog).queryByRole("button", { name: "Got it" });
    if (done) return user.click(done);
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
  }
  throw new Error("The help never ended");
}
