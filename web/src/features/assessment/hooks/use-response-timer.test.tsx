import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RESPONSE_MS_MAX } from "@readbright/domain/limits";
import { clampResponseMs, useResponseTimer } from "./use-response-timer";

function Timed({ shown, onRead }: { shown: boolean; onRead(ms: number): void }) {
  const box = useRef<HTMLDivElement>(null);
  const read = useResponseTimer(box, shown);
  const [, setTick] = useState(0);
  return (
    <div ref={box}>
      <button
        type="button"
        onClick={() => {
          onRead(read());
          setTick((n) => n + 1);
        }}
      >
        Next
      </button>
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the time to answer", () => {
  it("is whole milliseconds from 0 to 10 minutes", () => {
    expect(clampResponseMs(1234.6)).toBe(1235);
    expect(clampResponseMs(-5)).toBe(0);
    expect(clampResponseMs(3_600_000)).toBe(RESPONSE_MS_MAX);
  });

  it("counts from the first frame the question is shown in, and is 0 before it is shown", async () => {
    let now = 1000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const reads: number[] = [];
    const user = userEvent.setup();
    const { rerender } = render(<Timed shown={false} onRead={(ms) => reads.push(ms)} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    rerender(<Timed shown onRead={(ms) => reads.push(ms)} />);
    // Shown once the pictures are decoded and a frame is painted.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    now = 3400;
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(reads[0]).toBe(0);
    expect(reads[1]).toBe(2400);
  });
});
