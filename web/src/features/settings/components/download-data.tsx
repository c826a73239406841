// Settings > Your data: 'Download my data' saves a ZIP of everything the account holds. The
// server hands it out only after a recent sign-in, so when the session is older the password is asked
// for again in a dialog, and the download goes on from there.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { useState } from "react";
import { object, string } from "yup";
import { dataExportFileName } from "@readbright/domain/api/profile";
import type { Profile } from "@readbright/domain/profile";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useDownload } from "../../../hooks/use-download";
import { downloadFile } from "../../../utils/download-csv";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import { exportMyData, needsRecentSignIn } from "../api/export-my-data";
import { reauthenticate, WrongPasswordError } from "../api/reauthenticate";
import { CURRENT_PASSWORD_REQUIRED } from "../schemas";
import { accountReach } from "../utils/account-reach";
import type { AccountReach } from "../utils/account-reach";

const EXPORT_SCOPE: Record<AccountReach, string> = {
  school: "your account and your whole school: every student, their tests and answers, and their recordings",
  organization: "your account and your whole organization: every client, their tests and answers, and their recordings",
  member: "your account (the students or clients you test belong to your school or organization, whose admin can download them)",
  children: "your account and your children: their tests, answers and recordings",
  own: "your account, your tests, answers and recordings",
};

/** What the file holds, for whoever is signed in. */
export function dataExportScope(profile: Pick<Profile, "user_subtype">): string {
  return EXPORT_SCOPE[accountReach(profile)];
}

async function save(): Promise<void> {
  downloadFile(dataExportFileName(new Date()), await exportMyData());
}

export function DownloadData({ profile }: { profile: Profile }) {
  const { busy, run } = useDownload(REQUEST_FAILED.exportData);
  const [asking, setAsking] = useState(false);
  const download = () =>
    run(async () => {
      try {
        await save();
      } catch (error) {
        if (!needsRecentSignIn(error)) throw error;
        setAsking(true);
      }
    });

  return (
    <div className="settings-data">
      <p>A ZIP file of {dataExportScope(profile)}, with a results spreadsheet (CSV) for each person and everything in one JSON file.</p>
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {busy ? "Preparing your data..." : "Download my data"}
      </button>
      {asking ? <PasswordAgainDialog onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

const schema = object({ password: string().required(CURRENT_PASSWORD_REQUIRED) });

function PasswordAgainDialog({ onClose }: { onClose: () => void }) {
  async function handleSubmit({ password }: { password: string }, { setStatus, setFieldError }: FormikHelpers<{ password: string }>) {
    setStatus(undefined);
    try {
      await reauthenticate(password);
      await save();
    } catch (error) {
      if (error instanceof WrongPasswordError) setFieldError("password", error.message);
      else setStatus(requestMessage(error, REQUEST_FAILED.exportData));
      return;
    }
    onClose();
  }

  return (
    <Dialog title="Enter your password again" description="Your data holds other people's details, so we ask for your password before every download that follows an older sign-in." onClose={onClose}>
      <Formik initialValues={{ password: "" }} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label="Sign in again to download">
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <FormStatus message={typeof status === "string" ? status : null} />
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                Cancel
              </button>
              <SubmitButton busyText="Preparing your data...">Download my data</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
