// Users page: a school admin invites a teacher (a pending invitation, emailed as a sign-in link) and
// withdraws it; someone who registers with an invited address sees the invitation and declines it.
import { latestActionCode } from "../fixtures/auth-emails";
import { myInvitations } from "../fixtures/invites";
import { logIn } from "../fixtures/log-in";
import { schoolAdmin } from "../fixtures/participant-accounts";
import { SCHOOL } from "../fixtures/profiles";
import { apiJson } from "../fixtures/api";
import { createUser } from "../fixtures/users";
import { expect, test, uniqueEmail } from "./fixtures";

test("a school admin invites a teacher, then withdraws the invitation", async ({ page }) => {
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
  expect(await latestActionCode(email, "EMAIL_SIGNIN")).toEqual(expect.any(String));

  await row.getByRole("button", { name: `More actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete this invitation?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("region", { name: "No teachers invited yet!" })).toBeVisible();
});

test("someone who registers with an invited address declines the invitation and chooses their own profile", async ({ page }) => {
  const { user: admin } = await schoolAdmin();
  const email = uniqueEmail("parent");
  const invited = await apiJson<{ id: string }>("/api/subusers/", { token: admin.idToken, json: { email } });
  expect(invited.status).toBe(201);
  // They registered on their own and verified the address.
  const person = await createUser({ verified: true, email });

  await logIn(page, person);
  await expect(page).toHaveURL(/\/profile-type$/);
  const card = page.getByRole("region", { name: `Invitation to ${SCHOOL.name}` });
  await expect(card).toContainText(`invited you to join ${SCHOOL.name} as a teacher.`);
  await card.getByRole("button", { name: "Decline" }).click();
  await expect(card).toBeHidden();
  expect(await myInvitations(person)).toEqual([]);

  await page.getByRole("radio", { name: "Parent" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "My Child" }).click();
  await expect(page).toHaveURL(/\/profile-info$/);
  const profile = await apiJson<{ school: string | null; user_type: string }>("/api/profile/", { token: person.idToken });
  expect(profile.body).toMatchObject({ school: null, user_type: "parent" });

  // The admin sees the answer.
  const rows = await apiJson<{ user_email: string; invite_status: string }[]>("/api/subusers/", { token: admin.idToken });
  expect(rows.body).toEqual([expect.objectContaining({ user_email: email, invite_status: "Declined" })]);
});
