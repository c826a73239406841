import type { Handler } from "../http/types";

export const getHealth: Handler<undefined, unknown> = async (_ctx, res) => {
  res.json({ status: "ok" });
};
