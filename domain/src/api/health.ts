// GET /api/health: the function is up. Public.
import { endpoint } from "./endpoint";

// A monitor calls it without the app, so it needs no App Check token.
export const getHealth = endpoint<{ status: "ok" }>()({ method: "GET", path: "/api/health", auth: "none", appCheck: false });
