// An auto-advancing carousel following the WAI-ARIA carousel pattern: previous/next and one button per
// slide, a Pause/Play control (WCAG 2.2.2), and announcements only while it is not moving by itself.
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { ReactNode } from "react";
import { useCarousel } from "../hooks/use-carousel";
import "./carousel.css";

export interface Slide {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  art: ReactNode;
}

export function Carousel({ label, slides }: { label: string; slides: readonly Slide[] }) {
  const { index, playing, goTo, next, previous, togglePlaying } = useCarousel(slides.length);
  const slidesId = useId();
  const { t } = useLingui();
  const total = slides.length;

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__slides" id={slidesId} aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const number = i + 1;
          return (
          <div
            key={slide.id}
            className={i === index ? "carousel__slide carousel__slide--current" : "carousel__slide"}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${number} of ${total}`}
            aria-hidden={i !== index}
          >
            {slide.art}
            <h2 className="carousel__title">{t(slide.title)}</h2>
            <p className="carousel__text">{t(slide.text)}</p>
          </div>
          );
        })}
      </div>
      <div className="carousel__controls">
        <button type="button" className="button carousel__button" aria-controls={slidesId} onClick={togglePlaying}>
          {playing ? (
            <Trans>
              Pause<span className="visually-hidden"> slides</span>
            </Trans>
          ) : (
            <Trans>
              Play<span className="visually-hidden"> slides</span>
            </Trans>
          )}
        </button>
        {/* Kept on one line; on the narrowest screens Pause moves to a line of its own above it. */}
        <div className="carousel__nav">
          <button type="button" className="button carousel__button" aria-controls={slidesId} onClick={previous}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">
              <Trans>Previous slide</Trans>
            </span>
          </button>
          <div className="carousel__dots">
            {slides.map((slide, i) => {
              const number = i + 1;
              const title = t(slide.title);
              return (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-controls={slidesId}
                aria-label={t`Slide ${number}: ${title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              />
              );
            })}
          </div>
          <button type="button" className="button carousel__button" aria-controls={slidesId} onClick={next}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">
              <Trans>Next slide</Trans>
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}
