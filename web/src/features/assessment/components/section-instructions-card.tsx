// A section's instruction card: a checkmark list, then 'Go to Practice question'.
import { Trans, useLingui } from "@lingui/react/macro";
import type { SectionType } from "@readbright/domain/enums";
import { useLayoutEffect, useRef } from "react";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { SECTION_COPY } from "../utils/section-copy";
import { Checklist } from "./checklist";

interface SectionInstructionsCardProps {
  section: SectionType;
  onNext(): void;
}

export function SectionInstructionsCard({ section, onNext }: SectionInstructionsCardProps) {
  const { t } = useLingui();
  const domainText = useDomainText();
  const copy = SECTION_COPY[section];
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [section]);
  return (
    <section className="player-card" aria-labelledby="section-instructions-title">
      <p className="player-card__eyebrow">{domainText(copy.name)}</p>
      <h1 id="section-instructions-title" ref={heading} tabIndex={-1}>
        <Trans>How it works</Trans>
      </h1>
      <Checklist label={t`Instructions`} items={copy.instructions.map((line) => t(line))} />
      <button type="button" className="button button--primary player-button" onClick={onNext}>
        <Trans>Go to Practice question</Trans>
      </button>
    </section>
  );
}
