// Deletes the signed-in account (deleteAccount, contract: domain/src/api/profile.ts). The server
// asks for a sign-in moments old, so the password re-authenticates first and the token is renewed to
// carry it. Imported only by the settings page, which is loaded lazily (docs/decisions/0003).
import { deleteAccount } from "@readbright/domain/api/profile";
import type { DeleteAccountBody } from "@readbright/domain/api/profile";
import { call } from "../../../lib/api-call";
import { reauthenticate } from "./reauthenticate";

export { WrongPasswordError } from "./reauthenticate";

export async function deleteMyAccount(password: string, confirmation: DeleteAccountBody): Promise<void> {
  await reauthenticate(password);
  await call(deleteAccount, { body: confirmation });
}
