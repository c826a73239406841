// A password being chosen (registration, reset, change) and its confirmation, under the rules of
// newPasswordSchema and confirmPasswordSchema: the form's values are `password` and `confirmPassword`.
import { TextField } from "./text-field";

export const NEW_PASSWORD_HINT = "At least 8 characters, including a number and one of ! @ # $ % ^ & *";

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
}

export function NewPasswordFields({ label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField name="password" label={label} type="password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
      <TextField name="confirmPassword" label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}
