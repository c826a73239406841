// Request validation: every rule runs, unknown fields are stripped, the first message is the error.
import { ValidationError } from "yup";
import type { Schema } from "yup";
import { HttpError } from "./http-error";

// yup looks each key of the input up in its fields with `fields[key]`, so a key Object.prototype has
// ("constructor", "toString", "__proto__") finds a function instead of a field and throws a TypeError:
// a 500 for a body like {"constructor": 1}. No schema of ours uses these names; they go like any unknown field.
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

const isPlain = (value: unknown): value is object =>
  value !== null && typeof value === "object" && (Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * A copy without those keys, made with a stack rather than recursion, so no input can overflow the call
 * stack (a body nested thousands deep is refused by its depth first: json-body.ts).
 */
export function withoutPrototypeKeys(value: unknown): unknown {
  if (!isPlain(value)) return value;
  const copyOf = (source: object): Record<string, unknown> | unknown[] => (Array.isArray(source) ? [] : {});
  const root = copyOf(value);
  const stack: [object, Record<string, unknown> | unknown[]][] = [[value, root]];
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    for (const [key, inner] of Object.entries(source)) {
      if (!Array.isArray(source) && PROTOTYPE_KEYS.has(key)) continue;
      let copied: unknown = inner;
      if (isPlain(inner)) {
        copied = copyOf(inner);
        stack.push([inner, copied as Record<string, unknown> | unknown[]]);
      }
      if (Array.isArray(target)) target[Number(key)] = copied;
      else target[key] = copied;
    }
  }
  return root;
}

export const INVALID_REQUEST = "Invalid request";

export async function validate<T>(schema: Schema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(withoutPrototypeKeys(value), { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw new HttpError(400, err.errors[0] ?? INVALID_REQUEST);
    // A schema is a pure function of the input: if a transform throws (a list where text was expected,
    // say), the input is what is wrong, and the caller gets a 400 rather than a 500.
    if (err instanceof TypeError) throw new HttpError(400, INVALID_REQUEST);
    throw err;
  }
}

/**
 * validate, answering a failure with `status` (a path's id that could never exist is 404, say), except for
 * the messages in `still400`, which stay a bad request (a page's limit and cursor beside an id, say).
 */
export async function validateOr<T>(status: number, schema: Schema<T>, value: unknown, still400: readonly string[] = []): Promise<T> {
  try {
    return await validate(schema, value);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400 && !still400.includes(err.message)) throw new HttpError(status, err.message);
    throw err;
  }
}
