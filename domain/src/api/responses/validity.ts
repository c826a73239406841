// The validity flags as results answer them (domain/src/validity.ts): a list, or null where none were computed or shown.
import { mixed } from "yup";
import { SECTION_TYPES } from "../../enums";
import { VALIDITY_CODES } from "../../validity";
import type { ValidityFlag } from "../../validity";
import { closed, listOf, oneOf } from "./schema";
import type { ResponseSchema } from "./schema";

/** A flat map of named figures, each a finite number. */
const figures = mixed<Record<string, number>>()
  .defined()
  .test("figures", "${path} must map names to numbers", (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((n) => typeof n === "number" && Number.isFinite(n)),
  ) as unknown as ResponseSchema<Record<string, number>>;

const validityFlag = closed<ValidityFlag>({ code: oneOf(VALIDITY_CODES), section: oneOf(SECTION_TYPES).nullable() as unknown as ResponseSchema<ValidityFlag["section"]>, figures });

export const validityFlags = (listOf(validityFlag) as unknown as { nullable(): unknown }).nullable() as ResponseSchema<ValidityFlag[] | null>;
