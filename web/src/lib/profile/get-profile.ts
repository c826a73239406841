// The signed-in user's profile: the route guards, onboarding, dashboard and settings all read it.
import { getProfile as getProfileEndpoint } from "@readbright/domain/api/profile";
import type { Profile } from "@readbright/domain/profile";
import useSWR from "swr";
import { call } from "../api-call";
import { useAuth } from "../auth-context";

/** The SWR key's name: the contract's address (domain/src/api/profile.ts). */
export const PROFILE_KEY = getProfileEndpoint.href();

/** A fetch that starts just before a logout fails here rather than reaching the server without a token. */
export function getProfile(): Promise<Profile> {
  return call(getProfileEndpoint);
}

export function profileKey(uid: string) {
  return [PROFILE_KEY, uid] as const;
}

/** Fetches only once someone is signed in; the key is per user so a new session never sees the last one's profile. */
export function useProfile() {
  const { user } = useAuth();
  return useSWR(user ? profileKey(user.uid) : null, getProfile);
}
