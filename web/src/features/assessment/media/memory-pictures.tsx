// A memory question's pictures and its 5-second countdown. The countdown starts only once every picture
// is decoded and on screen; until then they are hidden and the child is told they are coming. Reports how
// long the pictures were actually shown (stored with the answer as memory_view_ms).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { QuestionImages } from "../components/question-images";
import { decodePicture } from "./preload-pictures";
import { MemoryCountdown } from "./memory-countdown";

export const MEMORY_PICTURE_MESSAGES = {
  loading: msg`Getting the pictures ready...`,
  failed: msg`The pictures did not load. Check the internet connection, then press Try again.`,
} as const;

type Stage = "loading" | "showing" | "failed";

function decodeAll(images: readonly (HTMLImageElement | null)[], urls: readonly string[]): Promise<unknown> {
  // The pictures fetched ahead, then the very elements on the page, so nothing is left to do at paint time.
  return Promise.all(urls.map(decodePicture)).then(() =>
    Promise.all(images.map((image) => (image && typeof image.decode === "function" ? image.decode() : undefined))),
  );
}

export function MemoryPictures({ urls, onDone }: { urls: readonly string[]; onDone(viewMs: number): void }) {
  const { t } = useLingui();
  const [stage, setStage] = useState<Stage>("loading");
  const [attempt, setAttempt] = useState(0);
  const images = useRef<(HTMLImageElement | null)[]>([]);
  const shownAt = useRef(0);

  useEffect(() => {
    let live = true;
    decodeAll(images.current, urls).then(
      () => live && setStage("showing"),
      () => live && setStage("failed"),
    );
    return () => {
      live = false;
    };
  }, [urls, attempt]);

  useEffect(() => {
    if (stage === "showing") shownAt.current = performance.now();
  }, [stage]);

  return (
    <div className="memory-pictures">
      <QuestionImages
        key={attempt}
        imageUrl={[...urls]}
        hidden={stage !== "showing"}
        imageRef={(i, image) => {
          images.current[i] = image;
        }}
      />
      {stage === "showing" ? <MemoryCountdown onDone={() => onDone(Math.round(performance.now() - shownAt.current))} /> : null}
      {stage === "loading" ? (
        <p className="memory-pictures__status" role="status">
          {t(MEMORY_PICTURE_MESSAGES.loading)}
        </p>
      ) : null}
      {stage === "failed" ? (
        <div className="memory-pictures__status" role="alert">
          <p>{t(MEMORY_PICTURE_MESSAGES.failed)}</p>
          <button
            type="button"
            className="button player-button"
            onClick={() => {
              setStage("loading");
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
