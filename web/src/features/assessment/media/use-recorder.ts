// The recorder's state machine (spec section 4): idle -> recording -> recorded, back to idle on clear.
// Stops by itself after AUDIO_MAX_SECONDS, checks the format and size, and always lets go of the microphone.
import { useLingui } from "@lingui/react";
import { AUDIO_MAX_BYTES, AUDIO_MAX_SECONDS } from "@readbright/domain/limits";
import { useCallback, useEffect, useRef, useState } from "react";
import type { I18n } from "@lingui/core";
import { translateDomainText } from "../../../lib/i18n/domain-text";
import { MEDIA_MESSAGES } from "./media-messages";
import { chooseRecordingType, isAcceptedRecordingType, MICROPHONE_CONSTRAINTS } from "./recording-format";

export type RecorderStatus = "idle" | "starting" | "recording" | "recorded";
/** blocked: permission refused; missing: no microphone; failed: anything else that stopped a start. */
export type RecorderProblem = "blocked" | "missing" | "failed" | "format" | "too-large";

export interface RecorderError {
  problem: RecorderProblem;
  /** In the language in force when the problem came. */
  message: string;
}

const MESSAGES: Record<RecorderProblem, (i18n: I18n) => string> = {
  blocked: (i18n) => i18n._(MEDIA_MESSAGES.recordingFailed),
  missing: (i18n) => i18n._(MEDIA_MESSAGES.recordingFailed),
  failed: (i18n) => i18n._(MEDIA_MESSAGES.recordingFailed),
  format: (i18n) => translateDomainText(MEDIA_MESSAGES.invalidAudioFormat, i18n.locale),
  "too-large": (i18n) => translateDomainText(MEDIA_MESSAGES.audioTooLarge, i18n.locale),
};

const TICK_MS = 100;

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "blocked";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError") return "missing";
  return "failed";
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  timer: ReturnType<typeof setInterval>;
}

export interface UseRecorderOptions {
  maxSeconds?: number;
  /** A finished recording and an object URL to play it (valid until cleared), or null when it is cleared. */
  onChange?(recording: Blob | null, url: string | null): void;
}

export function useRecorder({ maxSeconds = AUDIO_MAX_SECONDS, onChange }: UseRecorderOptions = {}) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<RecorderStatus>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<RecorderError | null>(null);
  const changed = useRef(onChange);
  const session = useRef<Session | null>(null);
  const url = useRef<string | null>(null);
  // Each start gets a number; clearing or unmounting moves it on, so a late permission answer or stop is ignored.
  const attempt = useRef(0);
  const starting = useRef(false);

  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const release = useCallback(() => {
    const open = session.current;
    if (!open) return;
    session.current = null;
    clearInterval(open.timer);
    stopTracks(open.stream);
  }, []);

  const forget = useCallback(() => {
    attempt.current += 1;
    starting.current = false;
    const open = session.current;
    if (open?.recorder.state === "recording") open.recorder.stop();
    release();
    const hadRecording = url.current !== null;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    return hadRecording;
  }, [release]);

  const stop = useCallback(() => {
    const open = session.current;
    if (open?.recorder.state === "recording") open.recorder.stop();
  }, []);

  const clear = useCallback(() => {
    const hadRecording = forget();
    setRecording(null);
    setError(null);
    setElapsedMs(0);
    setStatus("idle");
    if (hadRecording) changed.current?.(null, null);
  }, [forget]);

  const start = useCallback(async () => {
    if (session.current || starting.current) return;
    if (url.current) clear();
    const id = ++attempt.current;
    starting.current = true;
    setError(null);
    setElapsedMs(0);
    setStatus("starting");
    const current = () => id === attempt.current;
    const fail = (problem: RecorderProblem) => {
      if (!current()) return;
      starting.current = false;
      setError({ problem, message: MESSAGES[problem](i18n) });
      setStatus("idle");
    };

    const Recorder = typeof MediaRecorder === "undefined" ? undefined : MediaRecorder;
    const devices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
    if (!Recorder || !devices?.getUserMedia) return fail("failed");
    const mimeType = chooseRecordingType((type) => Recorder.isTypeSupported(type));
    if (!mimeType) return fail("format");

    let stream: MediaStream;
    try {
      stream = await devices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
    } catch (caught) {
      return fail(problemOf(caught));
    }
    if (!current()) return stopTracks(stream);

    let recorder: MediaRecorder;
    try {
      recorder = new Recorder(stream, { mimeType });
    } catch {
      stopTracks(stream);
      return fail("failed");
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (session.current?.recorder === recorder) release();
      if (!current()) return;
      const type = recorder.mimeType || mimeType;
      const blob = new Blob(chunks, { type });
      if (!isAcceptedRecordingType(type)) return fail("format");
      if (blob.size > AUDIO_MAX_BYTES) return fail("too-large");
      if (blob.size === 0) return fail("failed");
      const made = URL.createObjectURL(blob);
      url.current = made;
      setRecording({ blob, url: made });
      setStatus("recorded");
      changed.current?.(blob, made);
    };

    const maxMs = maxSeconds * 1000;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.min(Date.now() - startedAt, maxMs);
      setElapsedMs(elapsed);
      if (elapsed >= maxMs && recorder.state === "recording") recorder.stop();
    }, TICK_MS);
    session.current = { recorder, stream, timer };
    try {
      recorder.start();
    } catch {
      release();
      return fail("failed");
    }
    starting.current = false;
    setStatus("recording");
  }, [clear, maxSeconds, release, i18n]);

  useEffect(() => () => void forget(), [forget]);

  return {
    status,
    elapsedMs,
    maxSeconds,
    recording: recording?.blob ?? null,
    recordingUrl: recording?.url ?? null,
    error,
    start,
    stop,
    clear,
  };
}
