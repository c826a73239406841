// Stand-ins for the media pieces in component tests (jsdom has no microphone, audio or speech):
// each renders a plain control that does what the real one reports.

export function FakeRecorder({ onChange, disabled }: { onChange(recording: Blob | null): void; disabled?: boolean }) {
  return (
    <div>
      <button type="button" disabled={disabled} onClick={() => onChange(new Blob(["voice"], { type: "audio/webm" }))}>
        Fake record
      </button>
      <button type="button" disabled={disabled} onClick={() => onChange(null)}>
        Fake clear
      </button>
    </div>
  );
}

export function FakeReadAloudButton({ source, fallbackText, language = "en" }: { source: { text: string } | { questionId: number; part: string }; fallbackText: string | null; language?: string; resultId: string }) {
  return (
    <button type="button" data-speech={"text" in source ? source.text : `${source.questionId}:${source.part}`} data-fallback={fallbackText ?? ""} data-language={language}>
      Read aloud
    </button>
  );
}

export function FakeMicrophoneCheck({ onDone }: { onDone(): void }) {
  return (
    <button type="button" onClick={onDone}>
      My microphone works
    </button>
  );
}
