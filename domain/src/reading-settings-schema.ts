// The `reading_settings` a PATCH /api/profile/ may carry: every choice given and one of the allowed values.
import { boolean, number, object, string } from "yup";
import { LINE_SPACINGS, SPACINGS, TEXT_SIZES, TINTS, TYPEFACES } from "./reading-settings";

export const READING_SETTINGS_MESSAGES = {
  notAnObject: "reading_settings must be an object",
  typeface: `reading_settings.typeface must be one of: ${TYPEFACES.join(", ")}`,
  textSize: `reading_settings.text_size must be one of: ${TEXT_SIZES.join(", ")}`,
  spacing: `reading_settings.spacing must be one of: ${SPACINGS.join(", ")}`,
  lineSpacing: `reading_settings.line_spacing must be one of: ${LINE_SPACINGS.join(", ")}`,
  tint: `reading_settings.tint must be one of: ${TINTS.join(", ")}`,
  reducedMotion: "reading_settings.reduced_motion must be true or false",
  updatedAt: "reading_settings.updated_at must be a time in milliseconds",
} as const;

const M = READING_SETTINGS_MESSAGES;

function choice<T extends string>(allowed: readonly T[], message: string) {
  return string().strict().typeError(message).required(message).oneOf(allowed, message);
}

export const readingSettingsSchema = object({
  typeface: choice(TYPEFACES, M.typeface),
  text_size: choice(TEXT_SIZES, M.textSize),
  spacing: choice(SPACINGS, M.spacing),
  line_spacing: choice(LINE_SPACINGS, M.lineSpacing),
  tint: choice(TINTS, M.tint),
  reduced_motion: boolean().strict().typeError(M.reducedMotion).required(M.reducedMotion),
  updated_at: number().strict().typeError(M.updatedAt).required(M.updatedAt).integer(M.updatedAt).min(0, M.updatedAt).max(8.64e15, M.updatedAt),
})
  .typeError(M.notAnObject)
  .default(undefined)
  .nonNullable(M.notAnObject);
