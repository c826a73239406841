// Which container the recorder asks for: webm/opus, or mp4 where that is all MediaRecorder makes (Safari).
// The API takes webm and mp4 (functions/src/services/answers/audio-format.ts).

export const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"] as const;

/** The first type this browser records, or null when it records none of ours. */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

const ACCEPTED = new Set(["audio/webm", "video/webm", "audio/mp4", "video/mp4", "audio/x-m4a"]);

/** A recording the API will take, judged by its declared type ("audio/webm;codecs=opus" is audio/webm). */
export function isAcceptedRecordingType(type: string): boolean {
  return ACCEPTED.has(type.split(";")[0]?.trim().toLowerCase() ?? "");
}

/** Mono at 16 kHz where the browser allows it; browsers that cannot resample ignore the ideal values. */
export const MICROPHONE_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: 16_000,
  echoCancellation: true,
  noiseSuppression: true,
};
