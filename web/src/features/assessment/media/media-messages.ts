// The player's media wording (spec section 8). The audio-format and size messages are the API's too: the
// domain's words, shown through translateDomainText.
import { msg } from "@lingui/core/macro";
import { ERRORS } from "@readbright/domain/messages";

export const MEDIA_MESSAGES = {
  recordingFailed: msg`Failed to start recording`,
  invalidAudioFormat: ERRORS.invalidAudioFormat,
  audioTooLarge: ERRORS.audioTooLarge,
  speechFailed: msg`Error retrieving speech, try again later.`,
} as const;

