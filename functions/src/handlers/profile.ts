import type { getProfile, patchProfile, setProfileType as setProfileTypeEndpoint } from "@readbright/domain/api/profile";
import type { Handler } from "../http/types";
import { getProfile as readProfile, updateProfileInfo } from "../services/accounts/profile-service";
import { chooseProfileType } from "../services/team/invitation-service";

export const getProfileHandler: Handler<typeof getProfile> = async ({ user }, res) => {
  res.send(await readProfile(user));
};

export const patchProfileHandler: Handler<typeof patchProfile> = async ({ user, body }, res) => {
  res.send(await updateProfileInfo(user, body));
};

export const setProfileTypeHandler: Handler<typeof setProfileTypeEndpoint> = async ({ user, body }, res) => {
  res.send(await chooseProfileType(user, body));
};
