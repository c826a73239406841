// A question's picture, or a memory question's row of pictures; never taller than 200 px (spec section 9).
import type { PublicQuestion } from "@readbright/domain/assessment";
import { QUESTION_IMAGE_MAX_HEIGHT_PX } from "@readbright/domain/limits";

export function QuestionImages({ imageUrl }: { imageUrl: PublicQuestion["image_url"] }) {
  if (!imageUrl) return null;
  const urls = Array.isArray(imageUrl) ? imageUrl : [imageUrl];
  return (
    <div className="question-images">
      {urls.map((url, i) => (
        <img
          key={`${url}-${i}`}
          className="question-image"
          src={url}
          alt={urls.length > 1 ? `Picture ${i + 1} of ${urls.length}` : "Question picture"}
          style={{ maxHeight: QUESTION_IMAGE_MAX_HEIGHT_PX }}
        />
      ))}
    </div>
  );
}
