// Validates as the API's pipeline does (every rule, unknown fields stripped): check fails with the first
// message and the status the pipeline answers, so contract tests read like the API's refusals; messagesFor
// lists every message, as a form shows them.
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

/** Every message `value` earns, in the schema's order; none when it is valid. */
export function messagesFor(schema: Schema, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}
