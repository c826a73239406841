// A password being chosen (registration, reset, change) and its confirmation, under the rules of
// newPasswordSchema and confirmPasswordSchema: the form's values are `password` and `confirmPassword`.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { TextField } from "./text-field";

export const NEW_PASSWORD_HINT = msg`At least 8 characters, including a number and one of ! @ # $ % ^ & *`;

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
}

export function NewPasswordFields({ label, confirmLabel }: NewPasswordFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField name="password" label={label} type="password" autoComplete="new-password" hint={i18n._(NEW_PASSWORD_HINT)} />
      <TextField name="confirmPassword" label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}
