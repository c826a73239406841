// 'Confirm Student' (spec section 2): a student types the ID their school gave them and goes to their test.
// The one call (openTestForStudentCode, domain/src/api/student-codes.ts) lives here: this page is its only user.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { object, string } from "yup";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { openTestForStudentCode } from "@readbright/domain/api/student-codes";
import { call } from "../../../lib/api-call";
import { ApiError } from "../../../lib/api-client";

export const STUDENT_NOT_FOUND = msg`We could not find a student with this ID. Please check it and try again.`;
export const STUDENT_LOOKUP_FAILED = msg`Something went wrong. Please try again later or contact support.`;

/** The form's status: what went wrong, shown in the language in force. */
function isDescriptor(status: unknown): status is MessageDescriptor {
  return typeof status === "object" && status !== null && "id" in status;
}

export function getStudentCode(code: string) {
  return call(openTestForStudentCode, { params: { code } });
}

export function SchoolSearchPage() {
  const navigate = useAppNavigate();
  const { t } = useLingui();
  const schema = useMemo(() => object({ studentId: string().trim().required(t`Student ID is required`) }), [t]);

  async function handleSubmit({ studentId }: { studentId: string }, { setStatus }: FormikHelpers<{ studentId: string }>) {
    setStatus(undefined);
    try {
      const { assessment_result_id } = await getStudentCode(studentId.trim());
      await navigate(paths.startAssessment.href(assessment_result_id), { carryQuery: false });
    } catch (error) {
      setStatus(error instanceof ApiError && error.status === 404 ? STUDENT_NOT_FOUND : STUDENT_LOOKUP_FAILED);
    }
  }

  return (
    <div className="page page--narrow">
      <title>{t`Confirm Student | ReadBright`}</title>
      <h1>
        <Trans>Confirm Student</Trans>
      </h1>
      <p>
        <Trans>Enter the Student ID your school gave you.</Trans>
      </p>
      <Formik initialValues={{ studentId: "" }} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label={t`Confirm Student`}>
            <TextField name="studentId" label={t`Student ID`} autoComplete="off" autoCapitalize="characters" />
            <FormStatus message={isDescriptor(status) ? t(status) : null} />
            <SubmitButton busyText={t`Checking...`}>
              <Trans>Continue</Trans>
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </div>
  );
}
