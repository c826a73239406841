// The invite modal (spec sections 2 and 8): an email; the invitation is stored, then Firebase emails its link.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { forgotPasswordSchema } from "@readbright/domain/credential-schemas";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { errorMessage } from "../../../lib/error-message";
import { useInviteSubuser } from "../api/invite-subuser";
import { sendInviteEmail } from "../api/send-invite-email";

export const INVITE_FAILED = msg`Failed to invite user`;
export const INVITE_SENT = msg`User invitation sent successfully`;
export const SCHOOL_MISSING = msg`Your school must be registered before you can invite teachers.`;

// The same email rule the server applies to inviteSubUser.
const inviteSchema = forgotPasswordSchema;
type InviteValues = { email: string };

interface InviteDialogProps {
  title: string;
  /** False while the profile is loading, or for a school admin whose school is not registered. */
  canInvite: boolean;
  onClose: () => void;
}

export function InviteDialog({ title, canInvite, onClose }: InviteDialogProps) {
  const invite = useInviteSubuser();
  const { showToast } = useToast();
  const { t } = useLingui();

  async function handleSubmit(values: InviteValues, { setStatus }: FormikHelpers<InviteValues>) {
    setStatus(undefined);
    if (!canInvite) {
      setStatus(t(SCHOOL_MISSING));
      return;
    }
    const email = values.email.trim().toLowerCase();
    try {
      await invite(email);
      await sendInviteEmail(email);
    } catch (error) {
      // The server's message when it gave one (in the reader's language where it is the domain's), else ours.
      showToast({ title: t`Error`, description: errorMessage(error, t(INVITE_FAILED)), tone: "error" });
      return;
    }
    showToast({ title: t`Success`, description: t(INVITE_SENT), tone: "success" });
    onClose();
  }

  return (
    <Dialog title={title} description={t`We will email them a link to join. Nothing changes for them until they accept.`} onClose={onClose}>
      <Formik initialValues={{ email: "" }} validationSchema={inviteSchema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label={title}>
            <TextField name="email" label={t`Email`} type="email" autoComplete="off" />
            <FormStatus message={typeof status === "string" ? status : null} />
            <SubmitButton busyText={t`Sending invitation...`}>
              <Trans>Send invitation</Trans>
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
