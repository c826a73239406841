// The single place the shell reaches Firebase Auth, on demand.
export const loadAuthSession = () => import("./auth-session");
