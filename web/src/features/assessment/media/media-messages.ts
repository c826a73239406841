// The player's media wording (spec section 8). The audio-format and size messages are the API's too.
import { ERRORS } from "@readbright/domain/messages";

export const MEDIA_MESSAGES = {
  recordingFailed: "Failed to start recording",
  invalidAudioFormat: ERRORS.invalidAudioFormat,
  audioTooLarge: ERRORS.audioTooLarge,
  playbackFailed: "Failed to play audio",
  speechFailed: "Error retrieving speech, try again later.",
} as const;
