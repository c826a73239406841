import { describe, expect, it } from "vitest";
import type { AudioMeasures } from "./audio-measures";
import { hasVoice, MAX_VOICE_PITCH_HZ, MIN_ACTIVE_MS, MIN_VOICED_MS } from "./measure-recording";

// A short word said by a child: a few tenths of a second above the floor, part of it voiced.
const word: AudioMeasures = { active_ms: 400, voiced_ms: 180, level_db: -25, snr_db: 40, high_band_db: -20, pitch_hz: 290 };

describe("hasVoice", () => {
  it("holds for a short word, even a child's high voice", () => {
    expect(hasVoice(word)).toBe(true);
    expect(hasVoice({ ...word, voiced_ms: MIN_VOICED_MS, active_ms: MIN_ACTIVE_MS, pitch_hz: 420 })).toBe(true);
  });

  it("fails for too little voiced sound, or too little sound at all", () => {
    expect(hasVoice({ ...word, voiced_ms: MIN_VOICED_MS - 10 })).toBe(false);
    expect(hasVoice({ ...word, active_ms: MIN_ACTIVE_MS - 10 })).toBe(false);
  });

  it("fails for the ringing of taps on the microphone, whose 'pitch' sits at the top of the range", () => {
    // Measured on the evaluation's tapping recordings: loud, clear of the floor, with periodic frames at ~485-500 Hz.
    expect(hasVoice({ active_ms: 420, voiced_ms: 160, level_db: -29, snr_db: 49, high_band_db: -12, pitch_hz: 484.8 })).toBe(false);
    expect(hasVoice({ ...word, pitch_hz: MAX_VOICE_PITCH_HZ })).toBe(false);
  });
});
