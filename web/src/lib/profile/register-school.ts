// POST /api/register-school/: the school admin's one school. It changes the profile (school, onboarding
// state 'complete'), so the profile is read again before the caller moves on.
import type { School } from "@readbright/domain/school";
import type { SchoolInput } from "@readbright/domain/school-schemas";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../api-client";
import { useAuth } from "../auth-context";
import { getProfile, profileKey } from "./get-profile";

export const REGISTER_SCHOOL_PATH = "/register-school/";

export function registerSchool(input: SchoolInput): Promise<School> {
  return apiClient.post<School>(REGISTER_SCHOOL_PATH, input);
}

export function useRegisterSchool() {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: SchoolInput): Promise<School> => {
      const school = await registerSchool(input);
      if (user) {
        const key = profileKey(user.uid);
        // The school exists now whatever happens next: if this read fails, SWR simply reads again later.
        await mutate(key, getProfile(), { revalidate: false }).catch(() => mutate(key));
      }
      return school;
    },
    [user, mutate],
  );
}
