// Request schema for POST /api/register-school/: the onboarding form's rules, from the domain package.
export { schoolSchema } from "@readbright/domain/school-schemas";
export type { SchoolInput } from "@readbright/domain/school-schemas";
