// GET /api/health: the function is up. Public.
import { endpoint } from "./endpoint";

export const getHealth = endpoint<{ status: "ok" }>()({ method: "GET", path: "/api/health", auth: "none" });
