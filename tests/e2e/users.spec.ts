// Users page: a school admin invites a teacher, who is listed as Pending and is emailed a password-reset link.
import { latestActionCode } from "../fixtures/auth-emails";
import { logIn } from "../fixtures/log-in";
import { schoolAdmin } from "../fixtures/participant-accounts";
import { expect, test, uniqueEmail } from "./fixtures";

test("a school admin invites a teacher, then removes them", async ({ page }) => {
  const { user: admin } = await schoolAdmin();
  await logIn(page, admin);

  await page.goto("/dashboard/users");
  await expect(page.getByRole("heading", { level: 1, name: "My Teachers" })).toBeVisible();
  const empty = page.getByRole("region", { name: "No teachers invited yet!" });
  await expect(empty).toBeVisible();

  const email = uniqueEmail("teacher");
  await empty.getByRole("button", { name: "Invite teacher" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite teacher" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("User invitation sent successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "Pending" })).toBeVisible();
  expect(await latestActionCode(email, "PASSWORD_RESET")).toEqual(expect.any(String));

  await row.getByRole("button", { name: `More actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete this user?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("region", { name: "No teachers invited yet!" })).toBeVisible();
});
