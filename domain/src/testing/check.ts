// Validates as the API's pipeline does (every rule, unknown fields stripped) and fails with the first
// message and the status the pipeline answers, so contract tests read like the API's refusals.
import { ValidationError } from "yup";
import type { Schema } from "yup";

export async function check<T>(schema: Schema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw Object.assign(new Error(err.errors[0]), { status: 400 });
    throw err;
  }
}
