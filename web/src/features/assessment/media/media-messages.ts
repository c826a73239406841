// The player's media wording (spec section 8). The audio-format and size messages are the API's too: the
// domain's words, shown through translateDomainText.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ERRORS } from "@readbright/domain/messages";
import { PLAYBACK_FAILED } from "../../../hooks/use-audio-player";

export const MEDIA_MESSAGES = {
  recordingFailed: msg`Failed to start recording`,
  invalidAudioFormat: ERRORS.invalidAudioFormat,
  audioTooLarge: ERRORS.audioTooLarge,
  playbackFailed: msg`Failed to play audio`,
  speechFailed: msg`Error retrieving speech, try again later.`,
} as const;

/**
 * The shared audio player's error (hooks/use-audio-player.ts), which is its English constant: shown in the
 * language in force.
 */
export function playbackErrorText(error: string | null, i18n: I18n): string | null {
  return error === PLAYBACK_FAILED ? i18n._(MEDIA_MESSAGES.playbackFailed) : error;
}
