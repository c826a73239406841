// The building blocks of the response schemas (docs/decisions/0038): what each route answers, checked
// against its contract's type by the type checker and, in development and tests, against each answer at
// run time. Only the functions import these modules: the web's bundle never carries them.
import { array, boolean, lazy, number, object, string } from "yup";
import type { AnyObject, ISchema, ObjectSchema, ObjectShape, ValidateOptions } from "yup";
import type { Page } from "../paging";

/** A schema whose value is a T: an object, a list, or a choice between two (lazy). */
export type ResponseSchema<T> = ISchema<T, AnyObject> & { validateSync(value: unknown, options?: ValidateOptions<AnyObject>): T };

/** One schema per field of T, no more, no fewer: the type checker refuses a field missing or extra. */
export type Fields<T> = { [K in keyof T]-?: ResponseSchema<T[K]> };

/** The message of a field the contract does not name (an answer key, a mark, a token where none belongs). */
export const UNKNOWN_FIELDS = ({ path, unknown }: { path?: string; unknown?: string }) => `${!path || path === "this" ? "the answer" : path} has fields its contract does not name: ${unknown ?? ""}`;

/** An object with exactly `fields`: any other field fails. */
export function closed<T extends object>(fields: Fields<T>): ObjectSchema<T> {
  return object(fields as unknown as ObjectShape).noUnknown(UNKNOWN_FIELDS).strict() as unknown as ObjectSchema<T>;
}

/** A choice of two shapes, `isA` telling which one a value must fit. */
export function either<A, B>(isA: (value: unknown) => boolean, a: ResponseSchema<A>, b: ResponseSchema<B>): ResponseSchema<A | B> {
  return lazy((value: unknown) => (isA(value) ? a : b)) as unknown as ResponseSchema<A | B>;
}

export const text = string().strict().defined();
export const optionalText = string().strict().nullable().defined();
export const count = number().strict().defined();
export const optionalNumber = number().strict().nullable().defined();
export const flag = boolean().strict().defined();
export const optionalFlag = boolean().strict().nullable().defined();

/** One of `values`, never anything else. */
export function oneOf<V extends string>(values: readonly V[]) {
  return string().strict().oneOf(values).defined();
}

export function listOf<T>(item: ResponseSchema<T>): ResponseSchema<T[]> {
  return array(item).strict().defined() as unknown as ResponseSchema<T[]>;
}

export function pageOf<T>(item: ResponseSchema<T>): ObjectSchema<Page<T>> {
  return closed<Page<T>>({ items: listOf(item), next_cursor: optionalText, total: count });
}

/** A list without `limit`, a Page with it. */
export function listOrPage<L, P>(list: ResponseSchema<L[]>, page: ResponseSchema<Page<P>>): ResponseSchema<L[] | Page<P>> {
  return either(Array.isArray, list, page);
}
