import type { Handler } from "../http/types";
import { getProfile, setProfileType, updateProfileInfo } from "../services/profile-service";
import type { ProfilePatch, SetProfileTypeInput } from "../validation/profile-schemas";

export const getProfileHandler: Handler = async ({ user }, res) => {
  res.json(await getProfile(user));
};

export const patchProfileHandler: Handler<ProfilePatch> = async ({ user, body }, res) => {
  res.json(await updateProfileInfo(user, body));
};

export const setProfileTypeHandler: Handler<SetProfileTypeInput> = async ({ user, body }, res) => {
  res.json(await setProfileType(user, body));
};
