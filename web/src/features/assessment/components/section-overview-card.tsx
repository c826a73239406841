// A section's first card: what it is about, then 'Start Test' (first section) or 'Continue'.
import { Trans, useLingui } from "@lingui/react/macro";
import type { SectionType } from "@readbright/domain/enums";
import { useLayoutEffect, useRef } from "react";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { SECTION_COPY } from "../utils/section-copy";

interface SectionOverviewCardProps {
  section: SectionType;
  isFirstSection: boolean;
  onNext(): void;
}

export function SectionOverviewCard({ section, isFirstSection, onNext }: SectionOverviewCardProps) {
  const { t } = useLingui();
  const domainText = useDomainText();
  const copy = SECTION_COPY[section];
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [section]);
  return (
    <section className="player-card" aria-labelledby="section-overview-title">
      <p className="player-card__eyebrow">{isFirstSection ? <Trans>Let's begin</Trans> : <Trans>Next part</Trans>}</p>
      <h1 id="section-overview-title" ref={heading} tabIndex={-1}>
        {domainText(copy.name)}
      </h1>
      <p className="player-card__lead">{t(copy.overview)}</p>
      <button type="button" className="button button--primary player-button" onClick={onNext}>
        {isFirstSection ? <Trans context="the first section's card">Start Test</Trans> : <Trans>Continue</Trans>}
      </button>
    </section>
  );
}
