// A question's picture, or a memory question's row of pictures; never taller than 200 px (spec section 9).
// The alt text says which picture it is, never what it shows: a name could be the answer.
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
  if (!imageUrl) return null;
  const urls = Array.isArray(imageUrl) ? imageUrl : [imageUrl];
  const row = urls.length > 1;
  return (
    <div className={`question-images${row ? " question-images--row" : ""}${hidden ? " question-images--hidden" : ""}`} aria-hidden={hidden || undefined}>
      {urls.map((url, i) => (
        <img
          key={`${url}-${i}`}
          ref={imageRef ? (image) => imageRef(i, image) : undefined}
          className="question-image"
          src={url}
          alt={row ? `Picture ${i + 1} of ${urls.length}` : "Question picture"}
          // The spec's most, as a custom property: a phone's stylesheet makes it smaller (player.css).
          style={{ "--question-image-max-height": `${QUESTION_IMAGE_MAX_HEIGHT_PX}px` } as CSSProperties}
        />
      ))}
    </div>
  );
}
