// The memory countdown bar's colour (spec section 4): green above 60 %, orange above 30 %, red below.

export type CountdownColour = "green" | "orange" | "red";

/** `remaining` is the share of time left, from 1 (just started) to 0 (time is up). */
export function countdownColour(remaining: number): CountdownColour {
  if (remaining > 0.6) return "green";
  if (remaining > 0.3) return "orange";
  return "red";
}
