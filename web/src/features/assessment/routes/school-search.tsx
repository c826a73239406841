// 'Confirm Student' (spec section 2): a student types the ID their school gave them and goes to their test.
// The one call (openTestForStudentCode, domain/src/api/student-codes.ts) lives here: this page is its only user.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { object, string } from "yup";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { openTestForStudentCode } from "@readbright/domain/api/student-codes";
import { call } from "../../../lib/api-call";
import { ApiError } from "../../../lib/api-client";

export const STUDENT_NOT_FOUND = "We could not find a student with this ID. Please check it and try again.";
export const STUDENT_LOOKUP_FAILED = "Something went wrong. Please try again later or contact support.";

export function getStudentCode(code: string) {
  return call(openTestForStudentCode, { params: { code } });
}

const schema = object({ studentId: string().trim().required("Student ID is required") });

export function SchoolSearchPage() {
  const navigate = useAppNavigate();

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
      <title>Confirm Student | ReadBright</title>
      <h1>Confirm Student</h1>
      <p>Enter the Student ID your school gave you.</p>
      <Formik initialValues={{ studentId: "" }} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label="Confirm Student">
            <TextField name="studentId" label="Student ID" autoComplete="off" autoCapitalize="characters" />
            <FormStatus message={typeof status === "string" ? status : null} />
            <SubmitButton busyText="Checking...">Continue</SubmitButton>
          </Form>
        )}
      </Formik>
    </div>
  );
}
