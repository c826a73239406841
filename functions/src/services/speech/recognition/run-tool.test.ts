import { describe, expect, it } from "vitest";
import { runTool, toolAvailable, TOOL_NICENESS } from "./run-tool";

describe("runTool", () => {
  it("runs the tool below the requests' CPU priority", async () => {
    // `nice` with no arguments prints the niceness it runs at; the pause lets the priority land first.
    const { stdout } = await runTool("sh", ["-c", "sleep 0.2; nice"], 5_000);
    expect(Number(stdout.trim())).toBe(TOOL_NICENESS);
  });

  it("passes arguments as they are, never through a shell", async () => {
    const { stdout } = await runTool("echo", ["$HOME; rm -rf /"], 5_000);
    expect(stdout).toBe("$HOME; rm -rf /\n");
  });

  it("rejects with the tool's error output when it fails", async () => {
    await expect(runTool("sh", ["-c", "echo broken >&2; exit 3"], 5_000)).rejects.toMatchObject({ stderr: "broken\n" });
  });

  it("finds which tools are there", async () => {
    expect(await toolAvailable("sh", ["-c", "true"])).toBe(true);
    expect(await toolAvailable("no-such-tool-readbright", [])).toBe(false);
  });
});
