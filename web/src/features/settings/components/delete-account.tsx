// Settings > Delete account: what goes with the account, then a dialog asking for the password
// (a fresh sign-in), the account's email and, for a school admin, the school's name typed again.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { object, string } from "yup";
import type { Profile } from "@readbright/domain/profile";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth-context";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { requestMessage } from "../../../utils/request-messages";
import { deleteMyAccount, WrongPasswordError } from "../api/delete-account";
import { CURRENT_PASSWORD_REQUIRED, WRONG_PASSWORD } from "../schemas";
import { accountReach } from "../utils/account-reach";
import type { AccountReach } from "../utils/account-reach";

export const DELETE_ACCOUNT_FAILED = msg`Your account could not be deleted. Please try again.`;

const DELETION_SCOPE: Record<AccountReach, MessageDescriptor> = {
  school: msg`Your account and your whole school go: every student, their Student IDs, tests, answers and recordings. Your teachers keep their own accounts, no longer in the school.`,
  organization: msg`Your account and your organization go: every client, their tests, answers and recordings. Your professionals keep their own accounts.`,
  member: msg`Your account goes, and you leave your school or organization. The students and clients stay with it.`,
  children: msg`Your account and your children go, with their tests, answers and recordings.`,
  own: msg`Your account goes, with your tests, answers and recordings.`,
};

/** What deleting the account takes with it, for whoever is signed in. */
export function deletionScope(profile: Pick<Profile, "user_subtype">): MessageDescriptor {
  return DELETION_SCOPE[accountReach(profile)];
}

interface Values {
  password: string;
  email: string;
  schoolName: string;
}

export function DeleteAccount({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const isSchoolAdmin = profile.user_subtype === "school_admin";
  const { t } = useLingui();
  return (
    <div className="settings-data">
      <p>
        {t(deletionScope(profile))} <Trans>This cannot be undone: download your data first if you want to keep it.</Trans>
      </p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        <Trans>Delete account</Trans>
      </button>
      {open ? <DeleteAccountDialog email={profile.email ?? ""} isSchoolAdmin={isSchoolAdmin} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function DeleteAccountDialog({ email, isSchoolAdmin, onClose }: { email: string; isSchoolAdmin: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void signOut().catch(() => undefined);
    },
    [signOut],
  );
  const { showToast } = useToast();
  const { t } = useLingui();
  const domainText = useDomainText();
  const schema = object({
    password: string().required(t(CURRENT_PASSWORD_REQUIRED)),
    email: string()
      .trim()
      .required(t`Type your email address`)
      .test("same", t`This is not your account's email address`, (typed) => (typed ?? "").trim().toLowerCase() === email.toLowerCase()),
    schoolName: isSchoolAdmin ? string().trim().required(t`Type your school's name`) : string(),
  });

  async function handleSubmit(values: Values, { setStatus, setFieldError }: FormikHelpers<Values>) {
    setStatus(undefined);
    try {
      await deleteMyAccount(values.password, { confirm_email: values.email.trim(), confirm_name: isSchoolAdmin ? values.schoolName.trim() : undefined });
    } catch (error) {
      if (error instanceof WrongPasswordError) setFieldError("password", t(WRONG_PASSWORD));
      else setStatus(domainText(requestMessage(error, t(DELETE_ACCOUNT_FAILED))));
      return;
    }
    showToast({ title: t`Account deleted`, description: t`Your account and everything in it have been deleted.`, tone: "success" });
    // Home first (a public page); the session and its cached data go once this page has gone (below). A
    // navigation is a transition: signing out now would reach the settings page's guard first, which
    // sends a signed-out visitor to log in.
    leaving.current = true;
    await navigate(paths.home.href(), { replace: true });
  }

  return (
    <Dialog title={t`Delete your account?`} description={t`Enter your password and type your email address to confirm.`} onClose={onClose}>
      <Formik initialValues={{ password: "", email: "", schoolName: "" }} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label={t`Delete account`}>
            <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" />
            <TextField name="email" label={t`Your email address`} type="email" autoComplete="off" />
            {isSchoolAdmin ? <TextField name="schoolName" label={t`Your school's name`} autoComplete="off" /> : null}
            <FormStatus message={typeof status === "string" ? status : null} />
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                <Trans>Cancel</Trans>
              </button>
              <SubmitButton busyText={t`Deleting...`} className="button button--danger">
                <Trans>Delete my account</Trans>
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
