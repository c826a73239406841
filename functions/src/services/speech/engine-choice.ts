// Picking a speech engine, once per instance: Google Cloud where credentials are configured (and the
// deployment did not ask for the local one), otherwise the local engine if it is installed, otherwise
// none. Used for reading aloud (synthesis/) and for hearing recordings (recognition/).
import { log } from "../../core/log";
import { googleCloudConfigured } from "./google-cloud";

export interface EngineChoice<Engine> {
  /** The deployment turned the engine off. */
  off?: boolean;
  /** The deployment asked for the local engine even where Google is configured. */
  preferLocal: boolean;
  google: { name: string; create(): Promise<Engine> };
  local: { name: string; available(): Promise<boolean>; engine: Engine };
  /** What the log says when there is none. */
  missing: string;
}

async function choose<Engine>(choice: EngineChoice<Engine>): Promise<Engine | null> {
  if (choice.off) return null;
  if (googleCloudConfigured(process.env, choice.preferLocal)) {
    try {
      return await choice.google.create();
    } catch (err) {
      log.warn(`${choice.google.name} unavailable, trying ${choice.local.name}`, { error: (err as Error).message });
    }
  }
  if (await choice.local.available()) return choice.local.engine;
  log.warn(choice.missing);
  return null;
}

/** The engine, chosen on the first call and kept. */
export function engineChooser<Engine>(choice: () => EngineChoice<Engine>): () => Promise<Engine | null> {
  let chosen: Promise<Engine | null> | undefined;
  return () => (chosen ??= choose(choice()));
}
