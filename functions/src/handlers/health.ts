import type { getHealth } from "@readbright/domain/api/health";
import type { Handler } from "../http/types";

export const getHealthHandler: Handler<typeof getHealth> = async (_ctx, res) => {
  res.send({ status: "ok" });
};
