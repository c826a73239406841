// Request validation: every rule runs, unknown fields are stripped, the first message is the error.
import { ValidationError } from "yup";
import type { Schema } from "yup";
import { HttpError } from "./http-error";

export async function validate<T>(schema: Schema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw new HttpError(400, err.errors[0] ?? "Invalid request");
    throw err;
  }
}
