import { ApiError } from "./api-client";
import { currentLocale } from "./i18n/activate";
import { translateDomainText } from "./i18n/domain-text";

/**
 * The server's message for a failed call, or the fallback for anything else (network, bugs), in the language
 * in force: the server words its errors in English (the spec's wording), which domain-text.ts translates.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  return translateDomainText(message, currentLocale());
}
