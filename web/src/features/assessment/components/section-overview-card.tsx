// A section's first card: what it is about, then 'Start Test' (first section) or 'Continue'.
import type { SectionType } from "@readbright/domain/enums";
import { useLayoutEffect, useRef } from "react";
import { SECTION_COPY } from "../utils/section-copy";

interface SectionOverviewCardProps {
  section: SectionType;
  isFirstSection: boolean;
  onNext(): void;
}

export function SectionOverviewCard({ section, isFirstSection, onNext }: SectionOverviewCardProps) {
  const copy = SECTION_COPY[section];
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [section]);
  return (
    <section className="player-card" aria-labelledby="section-overview-title">
      <p className="player-card__eyebrow">{isFirstSection ? "Let's begin" : "Next part"}</p>
      <h1 id="section-overview-title" ref={heading} tabIndex={-1}>
        {copy.name}
      </h1>
      <p className="player-card__lead">{copy.overview}</p>
      <button type="button" className="button button--primary player-button" onClick={onNext}>
        {isFirstSection ? "Start Test" : "Continue"}
      </button>
    </section>
  );
}
