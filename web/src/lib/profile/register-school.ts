// registerSchool: the school admin's one school. It changes the profile (school, onboarding
// state 'complete'), so the profile is read again before the caller moves on.
import type { School } from "@readbright/domain/school";
import type { SchoolInput } from "@readbright/domain/school-schemas";
import { useCallback } from "react";
import { call } from "../api-call";
import { useStoreProfile } from "./use-store-profile";
import { registerSchool as registerSchoolEndpoint } from "@readbright/domain/api/school";


export function registerSchool(input: SchoolInput): Promise<School> {
  return call(registerSchoolEndpoint, { body: input });
}

export function useRegisterSchool() {
  const storeProfile = useStoreProfile();
  return useCallback(
    async (input: SchoolInput): Promise<School> => {
      const school = await registerSchool(input);
      await storeProfile();
      return school;
    },
    [storeProfile],
  );
}
