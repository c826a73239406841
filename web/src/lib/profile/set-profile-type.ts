// setProfileType: the tile the user chose, mapped as the spec says (domain/onboarding.ts).
import { setProfileType as setProfileTypeEndpoint } from "@readbright/domain/api/profile";
import type { ProfileTypeMapping } from "@readbright/domain/onboarding";
import type { Profile } from "@readbright/domain/profile";
import { call } from "../api-call";
import { useStoreProfile } from "./use-store-profile";
import { useThenRefresh } from "../../api/use-then-refresh";


export function setProfileType(mapping: ProfileTypeMapping): Promise<Profile> {
  return call(setProfileTypeEndpoint, { body: mapping });
}

/** Resolves once the cache holds the new profile (onboarding state 'info'). */
export function useSetProfileType() {
  return useThenRefresh(setProfileType, useStoreProfile());
}
