// Every API route, written as the spec writes the paths (section 7).
import { privateRoute, publicRoute } from "./http/define-route";
import type { Route } from "./http/types";
import { getHealth } from "./handlers/health";
import { getProfileHandler, patchProfileHandler, setProfileTypeHandler } from "./handlers/profile";
import { textToSpeechHandler } from "./handlers/text-to-speech";
import { getCurrentUser } from "./handlers/user";
import { profilePatchSchema, setProfileTypeSchema } from "./validation/profile-schemas";
import { textToSpeechSchema } from "./validation/speech-schemas";

export const routes: readonly Route[] = [
  publicRoute({ method: "GET", path: "/api/health", handler: getHealth }),
  privateRoute({ method: "GET", path: "/api/user/", handler: getCurrentUser }),
  privateRoute({ method: "GET", path: "/api/profile/", handler: getProfileHandler }),
  privateRoute({ method: "PATCH", path: "/api/profile/", body: profilePatchSchema, handler: patchProfileHandler }),
  privateRoute({ method: "POST", path: "/api/profile/set-type/", body: setProfileTypeSchema, handler: setProfileTypeHandler }),
  privateRoute({ method: "POST", path: "/api/text-to-speech/", body: textToSpeechSchema, handler: textToSpeechHandler }),
];
