import { describe, expect, it } from "vitest";
import { detectAudioFormat } from "./audio-format";

const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypM4A ")]);
const OGG = Buffer.from("OggS\0\x02rest", "latin1");

describe("detectAudioFormat", () => {
  it("takes webm, mp4 and ogg when the bytes agree with the declared type", () => {
    expect(detectAudioFormat("audio/webm;codecs=opus", WEBM)).toEqual({ extension: "webm", contentType: "audio/webm" });
    expect(detectAudioFormat("video/webm", WEBM)).toEqual({ extension: "webm", contentType: "audio/webm" });
    expect(detectAudioFormat("audio/mp4", MP4)).toEqual({ extension: "mp4", contentType: "audio/mp4" });
    expect(detectAudioFormat("AUDIO/OGG", OGG)).toEqual({ extension: "ogg", contentType: "audio/ogg" });
  });

  it("refuses other declared types, even with audio bytes", () => {
    expect(detectAudioFormat("audio/wav", WEBM)).toBeNull();
    expect(detectAudioFormat("application/octet-stream", WEBM)).toBeNull();
    expect(detectAudioFormat("", WEBM)).toBeNull();
  });

  it("refuses bytes that are not what the type says", () => {
    expect(detectAudioFormat("audio/webm", Buffer.from("RIFF....WAVEfmt "))).toBeNull();
    expect(detectAudioFormat("audio/webm", OGG)).toBeNull();
    expect(detectAudioFormat("audio/mp4", Buffer.from([0x1a]))).toBeNull();
  });
});
