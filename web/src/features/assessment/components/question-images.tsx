// A question's picture, or a memory question's row of pictures; never taller than 200 px (spec section 9).
// The alt text says which picture it is, never what it shows: a name could be the answer.
import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { QUESTION_IMAGE_MAX_HEIGHT_PX } from "@readbright/domain/limits";

interface QuestionImagesProps {
  imageUrl: PublicQuestion["image_url"];
  /** Laid out but not shown: a memory question's pictures while they decode. */
  hidden?: boolean;
  imageRef?: (index: number, image: HTMLImageElement | null) => void;
}

export function QuestionImages({ imageUrl, hidden = false, imageRef }: QuestionImagesProps) {
  const { t } = useLingui();
  if (!imageUrl) return null;
  const urls = Array.isArray(imageUrl) ? imageUrl : [imageUrl];
  const row = urls.length > 1;
  const count = urls.length;
  return (
    <div className={`question-images${row ? " question-images--row" : ""}${hidden ? " question-images--hidden" : ""}`} aria-hidden={hidden || undefined}>
      {urls.map((url, i) => {
        const number = i + 1;
        return (
          <img
            key={`${url}-${i}`}
            ref={imageRef ? (image) => imageRef(i, image) : undefined}
            className="question-image"
            src={url}
            alt={row ? t`Picture ${number} of ${count}` : t`Question picture`}
            // The spec's most, as a custom property: a phone's stylesheet makes it smaller (player.css).
            style={{ "--question-image-max-height": `${QUESTION_IMAGE_MAX_HEIGHT_PX}px` } as CSSProperties}
          />
        );
      })}
    </div>
  );
}
