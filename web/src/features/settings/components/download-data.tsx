// Settings > Your data: 'Download my data' saves a ZIP of everything the account holds (issue 16).
import { dataExportFileName } from "@readbright/domain/api/profile";
import type { Profile } from "@readbright/domain/profile";
import { useDownload } from "../../../hooks/use-download";
import { downloadFile } from "../../../utils/download-csv";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { exportMyData } from "../api/export-my-data";

/** What the file holds, for whoever is signed in. */
export function dataExportScope({ user_subtype }: Pick<Profile, "user_subtype">): string {
  if (user_subtype === "school_admin") return "your account and your whole school: every student, their tests and answers, and their recordings";
  if (user_subtype === "organization_admin") return "your account and your whole organization: every client, their tests and answers, and their recordings";
  if (user_subtype === "school_user" || user_subtype === "organization_user") return "your account (the students or clients you test belong to your school or organization, whose admin can download them)";
  if (user_subtype === "parent") return "your account and your children: their tests, answers and recordings";
  return "your account, your tests, answers and recordings";
}

export function DownloadData({ profile }: { profile: Profile }) {
  const { busy, run } = useDownload(REQUEST_FAILED.exportData);
  const download = () => run(async () => downloadFile(dataExportFileName(new Date()), await exportMyData()));

  return (
    <div className="settings-data">
      <p>A ZIP file of {dataExportScope(profile)}, with a results spreadsheet (CSV) for each person and everything in one JSON file.</p>
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {busy ? "Preparing your data..." : "Download my data"}
      </button>
    </div>
  );
}
