// The invite modal (spec sections 2 and 8): an email; the invitation is stored, then Firebase emails its link.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { forgotPasswordSchema } from "@readbright/domain/credential-schemas";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { ApiError } from "../../../lib/api-client";
import { useInviteSubuser } from "../api/invite-subuser";
import { sendInviteEmail } from "../api/send-invite-email";

export const INVITE_FAILED = "Failed to invite user";
export const INVITE_SENT = "User invitation sent successfully";
export const SCHOOL_MISSING = "Your school must be registered before you can invite teachers.";

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

  async function handleSubmit(values: InviteValues, { setStatus }: FormikHelpers<InviteValues>) {
    setStatus(undefined);
    if (!canInvite) {
      setStatus(SCHOOL_MISSING);
      return;
    }
    const email = values.email.trim().toLowerCase();
    try {
      await invite(email);
      await sendInviteEmail(email);
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : INVITE_FAILED;
      showToast({ title: "Error", description: message, tone: "error" });
      return;
    }
    showToast({ title: "Success", description: INVITE_SENT, tone: "success" });
    onClose();
  }

  return (
    <Dialog title={title} description="We will email them a link to join. Nothing changes for them until they accept." onClose={onClose}>
      <Formik initialValues={{ email: "" }} validationSchema={inviteSchema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label={title}>
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <FormStatus message={typeof status === "string" ? status : null} />
            <SubmitButton busyText="Sending invitation...">Send invitation</SubmitButton>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
