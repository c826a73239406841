// GET /api/profile/export/: a ZIP file streamed as it is written, not JSON.
import archiver from "archiver";
import { dataExportFileName } from "@readbright/domain/api/profile";
import type { exportProfileData } from "@readbright/domain/api/profile";
import type { Handler } from "../http/types";
import { exportAccountData } from "../services/workflows/data-export";
import { log } from "../core/log";

export const exportProfileDataHandler: Handler<typeof exportProfileData> = async ({ user }, res) => {
  const now = new Date();
  const zip = archiver("zip", { zlib: { level: 6 } });
  // Everything is read before the first byte is sent: a failure until then is the usual JSON error.
  const entries: Parameters<typeof zip.append>[] = [];
  await exportAccountData(user, { add: (name, content) => entries.push([content, { name, date: now }]) }, now);
  res.status(200).set({ "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${dataExportFileName(now)}"` });
  zip.on("warning", (err: unknown) => log.warn("data export warning", { error: String(err) }));
  zip.on("error", (err: unknown) => {
    log.error("data export failed while streaming", { error: String(err) });
    res.destroy(err as Error);
  });
  zip.pipe(res);
  for (const [content, options] of entries) zip.append(content, options);
  await zip.finalize();
};
