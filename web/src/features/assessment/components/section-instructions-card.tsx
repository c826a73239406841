// A section's instruction card: a checkmark list, then 'Go to Practice question'.
import type { SectionType } from "@readbright/domain/enums";
import { useLayoutEffect, useRef } from "react";
import { SECTION_COPY } from "../utils/section-copy";
import { Checklist } from "./checklist";

interface SectionInstructionsCardProps {
  section: SectionType;
  onNext(): void;
}

export function SectionInstructionsCard({ section, onNext }: SectionInstructionsCardProps) {
  const copy = SECTION_COPY[section];
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [section]);
  return (
    <section className="player-card" aria-labelledby="section-instructions-title">
      <p className="player-card__eyebrow">{copy.name}</p>
      <h1 id="section-instructions-title" ref={heading} tabIndex={-1}>
        How it works
      </h1>
      <Checklist label="Instructions" items={copy.instructions} />
      <button type="button" className="button button--primary player-button" onClick={onNext}>
        Go to Practice question
      </button>
    </section>
  );
}
