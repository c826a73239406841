import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer } from "vitest/node";
import type { TestSpecification } from "vitest/node";

/**
 * The deletion scan reads every stored document, so it runs first, before the other files (the
 * 5,000-row uploads among them) have filled the store: seconds instead of minutes. Its ids are unique,
 * so what ran before it cannot change what it proves.
 */
class DeletionScanFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isScan = (file: TestSpecification) => file.moduleId.endsWith("reliability-deletion.test.ts");
    return [...sorted.filter(isScan), ...sorted.filter((file) => !isScan(file))];
  }
}

// API tests: they call the running emulator suite (Hosting -> function -> Firestore/Storage/Auth).
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "api",
    environment: "node",
    include: ["tests/api/**/*.test.ts"],
    // The first request cold-starts the function in the emulator.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { sequencer: DeletionScanFirst },
  },
});
