// Whether a paid Google Cloud engine (Text-to-Speech, Speech-to-Text) should be tried. Deployed functions
// have the runtime's service account, so Google is the default there and `optOut` (an environment
// variable naming the local engine) turns it off; in the emulator only with a key file, so local runs
// and tests stay offline.
export function googleCloudConfigured(env: NodeJS.ProcessEnv, optOut: boolean): boolean {
  if (optOut) return false;
  if (env.FUNCTIONS_EMULATOR === "true") return Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
  return true;
}
