import { describe, expect, it } from "vitest";
import type { AudioMeasures } from "../../src/services/speech/recognition/audio-measures";
import { NO_GATES } from "../../src/services/speech/recognition/calibration";
import { calibrate, heldOutCheck, leaveOneVoiceOut, outcomeOf, trustTable } from "./calibrate";
import type { Heard } from "./calibrate";
import type { EvalCase } from "./cases";
import { BARS } from "./figures";

const ITEM = "age-5-7-v1:307";
const said = (spoken: string, right: boolean): EvalCase => ({ band: "age-5-7", item: ITEM, spoken, kind: right ? "answer" : "foil", right, accepted: ["ball"], foils: ["football", "fall", "bell"] });
const clean: AudioMeasures = { active_ms: 600, voiced_ms: 400, level_db: -20, snr_db: 50, high_band_db: -20, pitch_hz: 120 };
const heard = (c: EvalCase, transcript: string | null, voice = "v1", confidence = 1, measures: AudioMeasures | null = clean): Heard => ({
  case: c,
  voice,
  synthesizer: "espeak-ng",
  condition: "clean",
  measures,
  recognition: transcript === null ? { hearing: "other", transcript: null, confidence } : { hearing: "phrase", transcript, confidence },
});

describe("trustTable", () => {
  it("trusts a phrase only when every sure hearing of it meant the same mark, often enough", () => {
    const table = trustTable(
      [
        heard(said("football", false), "football"),
        heard(said("football", false), "football"),
        heard(said("garden", false), "football"), // an unrelated word heard as a foil: still a wrong answer
        heard(said("fall", false), "fall"),
        heard(said("fall", false), "fall"),
        heard(said("ball", true), "fall"), // "fall" is also heard for the right answer: not trusted
        heard(said("bell", false), "bell"), // seen too rarely
        heard(said("ball", true), "bell", "v1", 0.4), // below the threshold: does not count
        heard(said("ball", true), "ball"),
        heard(said("ball", true), "ball"),
      ],
      0.8,
      NO_GATES,
    );
    expect(table).toEqual({ [ITEM]: ["ball", "football"] });
  });

  it("leaves out what was heard outside the gates", () => {
    const noisy = { ...clean, snr_db: 10 };
    const table = trustTable([heard(said("football", false), "football", "v1", 1, noisy), heard(said("football", false), "football", "v1", 1, noisy)], 0.8, { ...NO_GATES, min_snr_db: 20 });
    expect(table).toEqual({});
  });
});

describe("outcomeOf", () => {
  it("sends a recording with no voice to a person as recognizeRecording does", () => {
    const silent = { ...clean, voiced_ms: 0, active_ms: 0 };
    const c: EvalCase = { ...said("room noise", false), kind: "no-voice" };
    expect(outcomeOf({ ...heard(c, null), measures: silent, recognition: null }, "pocketsphinx", undefined)).toMatchObject({ mark: null, hearing: "no_voice" });
  });
});

describe("leaveOneVoiceOut and calibrate", () => {
  // Two voices: each hears "football" as itself twice; voice v2 also hears the answer as "football".
  const recordings = [
    ...["v1", "v2", "v3"].flatMap((voice) => [heard(said("football", false), "football", voice), heard(said("football", false), "football", voice), heard(said("garden", false), null, voice)]),
    heard(said("ball", true), "football", "v3"),
  ];

  it("marks each voice with the trust table of the others only", () => {
    const outcomes = leaveOneVoiceOut(recordings, "pocketsphinx", 0.8, NO_GATES, { right: false, wrong: true });
    // v3's wrong "football" hearing of the answer is marked wrong: the others' table trusts "football".
    expect(outcomes.filter((o) => o.right && o.mark === false)).toHaveLength(1);
  });

  it("switches off a direction that misses the bars on the left-out voices, and marks nothing rather than fail", () => {
    const choice = calibrate(recordings, "pocketsphinx", BARS, 2);
    expect(choice.calibration.marks).toEqual({ right: false, wrong: false });
    const reliable = calibrate(recordings.slice(0, -1), "pocketsphinx", BARS, 2);
    expect(reliable.calibration.marks).toEqual({ right: false, wrong: true });
    expect(reliable.calibration.trusted).toEqual({ [ITEM]: ["football"] });
    expect(reliable.coverage.wrong).toBeGreaterThan(0.5);
  }, 30_000); // every candidate setting is tried: seconds on a busy machine

  it("switches nothing on without enough marks behind it", () => {
    expect(calibrate(recordings.slice(0, -1), "pocketsphinx", BARS).calibration.marks).toEqual({ right: false, wrong: false });
  }, 30_000);
});

describe("heldOutCheck", () => {
  const calibration = calibrate(
    ["v1", "v2", "v3"].flatMap((voice) => [heard(said("football", false), "football", voice), heard(said("football", false), "football", voice)]),
    "pocketsphinx",
    BARS,
    2,
  ).calibration;

  it("ships the candidate's marks when the held-out voices meet every bar", () => {
    const heldOut = ["h1", "h2"].flatMap((voice) => [heard(said("football", false), "football", voice), heard(said("ball", true), "ball", voice)]);
    const check = heldOutCheck(heldOut, "pocketsphinx", calibration, BARS);
    expect(check.missed).toEqual([]);
    expect(check.shipped.marks).toEqual({ right: false, wrong: true });
    expect(check.outcomes.filter((o) => o.mark === false)).toHaveLength(2);
  });

  it("ships no marks when a voice calibration never heard misses a bar, and says which", () => {
    // A new synthesizer's right answer heard surely as the trusted foil: the one wrong "wrong" mark in three.
    const heldOut = [heard(said("football", false), "football", "h1"), heard(said("football", false), "football", "h1"), { ...heard(said("ball", true), "football", "h2"), synthesizer: "festival" }];
    const check = heldOutCheck(heldOut, "pocketsphinx", calibration, BARS);
    expect(check.missed).toContain('synthesizer festival: "wrong" marks 0.0 % precise (at least 95.0 %)');
    expect(check.shipped).toMatchObject({ marks: { right: false, wrong: false }, candidate: { right: false, wrong: true }, trusted: calibration.trusted });
  });
});
