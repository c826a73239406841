// Settings > Your data: 'Download my data' saves a ZIP of everything the account holds. The
// server hands it out only after a recent sign-in, so when the session is older the password is asked
// for again in a dialog, and the download goes on from there.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { useDomainText } from "../../../lib/i18n/domain-text";
import { downloadFile } from "../../../utils/download-csv";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import { exportMyData, needsRecentSignIn } from "../api/export-my-data";
import { reauthenticate, WrongPasswordError } from "../api/reauthenticate";
import { CURRENT_PASSWORD_REQUIRED, WRONG_PASSWORD } from "../schemas";
import { accountReach } from "../utils/account-reach";
import type { AccountReach } from "../utils/account-reach";

/** What the file holds, in a whole sentence for each reach of an account. */
const EXPORT_SUMMARY: Record<AccountReach, MessageDescriptor> = {
  school: msg`A ZIP file of your account and your whole school: every student, their tests and answers, and their recordings, with a results spreadsheet (CSV) for each person and everything in one JSON file.`,
  organization: msg`A ZIP file of your account and your whole organization: every client, their tests and answers, and their recordings, with a results spreadsheet (CSV) for each person and everything in one JSON file.`,
  member: msg`A ZIP file of your account (the students or clients you test belong to your school or organization, whose admin can download them), with a results spreadsheet (CSV) for each person and everything in one JSON file.`,
  children: msg`A ZIP file of your account and your children: their tests, answers and recordings, with a results spreadsheet (CSV) for each person and everything in one JSON file.`,
  own: msg`A ZIP file of your account, your tests, answers and recordings, with a results spreadsheet (CSV) for each person and everything in one JSON file.`,
};

/** What the file holds, for whoever is signed in. */
export function dataExportSummary(profile: Pick<Profile, "user_subtype">): MessageDescriptor {
  return EXPORT_SUMMARY[accountReach(profile)];
}

async function save(): Promise<void> {
  downloadFile(dataExportFileName(new Date()), await exportMyData());
}

export function DownloadData({ profile }: { profile: Profile }) {
  const { t } = useLingui();
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
      <p>{t(dataExportSummary(profile))}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {busy ? t`Preparing your data...` : t`Download my data`}
      </button>
      {asking ? <PasswordAgainDialog onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

function PasswordAgainDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const domainText = useDomainText();
  const schema = object({ password: string().required(t(CURRENT_PASSWORD_REQUIRED)) });
  async function handleSubmit({ password }: { password: string }, { setStatus, setFieldError }: FormikHelpers<{ password: string }>) {
    setStatus(undefined);
    try {
      await reauthenticate(password);
      await save();
    } catch (error) {
      if (error instanceof WrongPasswordError) setFieldError("password", t(WRONG_PASSWORD));
      else setStatus(domainText(requestMessage(error, REQUEST_FAILED.exportData)));
      return;
    }
    onClose();
  }

  return (
    <Dialog
      title={t`Enter your password again`}
      description={t`Your data holds other people's details, so we ask for your password before every download that follows an older sign-in.`}
      onClose={onClose}
    >
      <Formik initialValues={{ password: "" }} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label={t`Sign in again to download`}>
            <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" />
            <FormStatus message={typeof status === "string" ? status : null} />
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                <Trans>Cancel</Trans>
              </button>
              <SubmitButton busyText={t`Preparing your data...`}>{t`Download my data`}</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
