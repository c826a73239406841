// The second part of school onboarding: register the school, then on to the dashboard.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { schoolSchema } from "@readbright/domain/school-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { useRegisterSchool } from "../../../lib/profile/register-school";
import { countryNames } from "../../../lib/profile/country-names";
import { errorMessage } from "../../../lib/error-message";
import { ComboboxField } from "../../../components/form/combobox-field";

export const REGISTER_SCHOOL_FAILED = "Could not register your school. Please try again.";

type SchoolForm = Record<"name" | "address" | "city" | "country" | "website", string>;

const initialValues: SchoolForm = { name: "", address: "", city: "", country: "", website: "" };

export function SchoolForm() {
  const registerSchool = useRegisterSchool();
  const navigate = useAppNavigate();
  const { showToast } = useToast();

  async function handleSubmit(values: SchoolForm, { setStatus }: FormikHelpers<SchoolForm>) {
    setStatus(undefined);
    try {
      await registerSchool(await schoolSchema.validate(values));
    } catch (error) {
      setStatus(errorMessage(error, REGISTER_SCHOOL_FAILED));
      return;
    }
    showToast({ title: "School registered", description: "Welcome to ReadBright!", tone: "success" });
    await navigate(paths.dashboard.href());
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schoolSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label="School registration">
          <TextField name="name" label="School Name" autoComplete="organization" />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <div className="form__row">
            <TextField name="city" label="City" autoComplete="address-level2" />
            <ComboboxField name="country" label="Country" options={countryNames()} />
          </div>
          <TextField name="website" label="Website (optional)" type="url" inputMode="url" hint="For example https://www.yourschool.org" />
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Registering...">Register School</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
