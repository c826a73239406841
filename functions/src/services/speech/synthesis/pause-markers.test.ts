import { describe, expect, it } from "vitest";
import { pauseMarker } from "@readbright/domain/speech";
import { hasSpokenText, MAX_PAUSE_MS, parseSpeech, toSsml } from "./pause-markers";

describe("parseSpeech", () => {
  it("splits reader text at [pause] markers in seconds", () => {
    expect(parseSpeech(`Which one rhymes?${pauseMarker(0.75)}cat${pauseMarker(0.5)}dog`)).toEqual([
      { kind: "text", text: "Which one rhymes?" },
      { kind: "pause", ms: 750 },
      { kind: "text", text: "cat" },
      { kind: "pause", ms: 500 },
      { kind: "text", text: "dog" },
    ]);
  });
  it("accepts units and SSML breaks", () => {
    expect(parseSpeech('a [pause 500ms] b [PAUSE 1s] c <break time="250ms"/> d <break time=\'0.5s\' />')).toEqual([
      { kind: "text", text: "a" },
      { kind: "pause", ms: 500 },
      { kind: "text", text: "b" },
      { kind: "pause", ms: 1000 },
      { kind: "text", text: "c" },
      { kind: "pause", ms: 250 },
      { kind: "text", text: "d" },
      { kind: "pause", ms: 500 },
    ]);
  });
  it("caps very long pauses", () => {
    expect(parseSpeech("[pause 60]")).toEqual([{ kind: "pause", ms: MAX_PAUSE_MS }]);
  });
  it("leaves text that only looks like a marker alone", () => {
    expect(parseSpeech("[pause] and [pause x]")).toEqual([{ kind: "text", text: "[pause] and [pause x]" }]);
  });
  it("knows when there is nothing to say", () => {
    expect(hasSpokenText(parseSpeech("[pause 0.5]  "))).toBe(false);
    expect(hasSpokenText(parseSpeech("hi"))).toBe(true);
  });
});

describe("toSsml", () => {
  it("renders pauses as breaks and escapes the text, so user markup stays text", () => {
    expect(toSsml(parseSpeech('Tom & "Jerry" [pause 0.5] <b>bold</b>'))).toBe(
      '<speak>Tom &amp; &quot;Jerry&quot; <break time="500ms"/> &lt;b&gt;bold&lt;/b&gt;</speak>',
    );
  });
});
