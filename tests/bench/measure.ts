// Timing and reporting for the bench: percentiles of request latencies, and one line per figure with its
// budget, collected for the summary the bench prints at the end.
import { performance } from "node:perf_hooks";

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export interface Figure {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
}

export const figures: Figure[] = [];

export function record(name: string, value: string, budget: string, ok: boolean): void {
  figures.push({ name, value, budget, ok });
  console.log(`${ok ? "PASS" : "OVER"}  ${name}: ${value} (budget ${budget})`);
}

/** Calls `probe` back to back until stopped, keeping each latency: the baseline a load is compared to. */
export function keepProbing(probe: () => Promise<unknown>): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { ms } = await timed(probe);
      latencies.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}
