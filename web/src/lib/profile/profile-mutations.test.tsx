import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { signedInAuth } from "../../testing/auth";
import { FreshCache, fakeProfile } from "../../testing/profile";
import { AuthContext } from "../auth-context";
import { useProfile } from "./get-profile";
import { useRegisterSchool } from "./register-school";
import { useSetProfileType } from "./set-profile-type";
import { useUpdateProfile } from "./update-profile";
import { mockedApiCalls } from "../../testing/mock-api-client";

vi.mock("../api-client", () => import("../../testing/mock-api-client"));
const { get, post, patch } = mockedApiCalls();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AuthContext value={signedInAuth()}>
      <FreshCache>{children}</FreshCache>
    </AuthContext>
  );
}

/** The profile as a page shows it, next to the calls that change it. */
async function renderProfileHooks() {
  get.mockResolvedValue(fakeProfile({ first_name: "Ada", user_type: "unset", user_subtype: "unset" }));
  const view = renderHook(
    () => ({ profile: useProfile().data, update: useUpdateProfile(), setType: useSetProfileType(), registerSchool: useRegisterSchool() }),
    { wrapper },
  );
  await waitFor(() => expect(view.result.current.profile?.first_name).toBe("Ada"));
  expect(get).toHaveBeenCalledWith("/profile/", { requireSignIn: true });
  return view.result;
}

describe("calls that change the profile", () => {
  it("updating profile info puts the saved profile in the cache", async () => {
    const result = await renderProfileHooks();
    patch.mockResolvedValue(fakeProfile({ first_name: "Augusta" }));
    await act(() => result.current.update({ first_name: "Augusta" }));
    expect(result.current.profile?.first_name).toBe("Augusta");
  });

  it("setting the profile type puts the saved profile in the cache", async () => {
    const result = await renderProfileHooks();
    post.mockResolvedValue(fakeProfile({ user_type: "parent", user_subtype: "parent", first_name: null }));
    await act(() => result.current.setType({ user_type: "parent", user_subtype: "parent", professional: null }));
    expect(result.current.profile?.user_type).toBe("parent");
  });

  it("registering a school reads the profile again, as signed in", async () => {
    const result = await renderProfileHooks();
    get.mockClear();
    post.mockResolvedValue({ id: "s1", name: "Greenfield", address: "12 Orchard Lane", city: "Bristol", country: "United Kingdom", website: null });
    get.mockResolvedValue(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }));
    await act(async () => {
      await result.current.registerSchool({ name: "Greenfield", address: "12 Orchard Lane", city: "Bristol", country: "United Kingdom", website: null });
    });
    expect(get).toHaveBeenCalledWith("/profile/", { requireSignIn: true });
    expect(result.current.profile?.school).toBe("s1");
  });
});
