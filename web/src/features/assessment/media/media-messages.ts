// The player's media wording (spec section 8). The audio-format and size messages are the API's too.
import { ERRORS } from "@readbright/domain/messages";
import { PLAYBACK_FAILED } from "../../../hooks/use-audio-player";

export const MEDIA_MESSAGES = {
  recordingFailed: "Failed to start recording",
  invalidAudioFormat: ERRORS.invalidAudioFormat,
  audioTooLarge: ERRORS.audioTooLarge,
  playbackFailed: PLAYBACK_FAILED,
  speechFailed: "Error retrieving speech, try again later.",
} as const;
