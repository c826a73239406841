import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import { auth } from "../../../lib/firebase";
import { changePassword } from "./change-password";

vi.mock("../../../lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("firebase/auth", () => ({
  EmailAuthProvider: { credential: vi.fn((email: string, password: string) => ({ email, password })) },
  reauthenticateWithCredential: vi.fn(),
  updatePassword: vi.fn(),
}));

const signedInAs = (user: unknown) => Object.assign(auth, { currentUser: user });

afterEach(() => {
  signedInAs(null);
  vi.mocked(reauthenticateWithCredential).mockReset();
  vi.mocked(updatePassword).mockReset();
});

describe("changePassword", () => {
  it("refuses when nobody is signed in", async () => {
    await expect(changePassword("Oldpass1!", "Newpass1!")).rejects.toThrow("No user is currently signed in");
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it("re-authenticates with the current password, then sets the new one", async () => {
    const user = { email: "ada@example.com" };
    signedInAs(user);
    const order: string[] = [];
    vi.mocked(reauthenticateWithCredential).mockImplementation(async () => {
      order.push("reauthenticate");
      return {} as Awaited<ReturnType<typeof reauthenticateWithCredential>>;
    });
    vi.mocked(updatePassword).mockImplementation(async () => {
      order.push("update");
    });

    await changePassword("Oldpass1!", "Newpass1!");

    expect(EmailAuthProvider.credential).toHaveBeenCalledWith("ada@example.com", "Oldpass1!");
    expect(reauthenticateWithCredential).toHaveBeenCalledWith(user, { email: "ada@example.com", password: "Oldpass1!" });
    expect(updatePassword).toHaveBeenCalledWith(user, "Newpass1!");
    expect(order).toEqual(["reauthenticate", "update"]);
  });

  it("does not set a new password when the current one is wrong", async () => {
    signedInAs({ email: "ada@example.com" });
    vi.mocked(reauthenticateWithCredential).mockRejectedValue(Object.assign(new Error("wrong"), { code: "auth/invalid-credential" }));
    await expect(changePassword("Wrong1!", "Newpass1!")).rejects.toThrow("wrong");
    expect(updatePassword).not.toHaveBeenCalled();
  });
});
