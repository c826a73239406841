// The second part of school onboarding: register the school, then on to the dashboard.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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

export const REGISTER_SCHOOL_FAILED = msg`Could not register your school. Please try again.`;

type SchoolForm = Record<"name" | "address" | "city" | "country" | "website", string>;

const initialValues: SchoolForm = { name: "", address: "", city: "", country: "", website: "" };

export function SchoolForm() {
  const registerSchool = useRegisterSchool();
  const navigate = useAppNavigate();
  const { showToast } = useToast();
  const { i18n, t } = useLingui();

  async function handleSubmit(values: SchoolForm, { setStatus }: FormikHelpers<SchoolForm>) {
    setStatus(undefined);
    try {
      await registerSchool(await schoolSchema.validate(values));
    } catch (error) {
      setStatus(errorMessage(error, t(REGISTER_SCHOOL_FAILED)));
      return;
    }
    showToast({ title: t`School registered`, description: t`Welcome to ReadBright!`, tone: "success" });
    await navigate(paths.dashboard.href());
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schoolSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`School registration`}>
          <TextField name="name" label={t`School Name`} autoComplete="organization" />
          <TextField name="address" label={t`Address`} autoComplete="street-address" />
          <div className="form__row">
            <TextField name="city" label={t`City`} autoComplete="address-level2" />
            <ComboboxField name="country" label={t`Country`} options={countryNames(i18n.locale)} />
          </div>
          <TextField name="website" label={t`Website (optional)`} type="url" inputMode="url" hint={t`For example https://www.yourschool.org`} />
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText={t`Registering...`}>
            <Trans>Register School</Trans>
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
