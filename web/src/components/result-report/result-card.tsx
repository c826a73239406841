// A card on a result's page (the report, progress, spoken answers): a section named by its heading. Its
// look is .result-card in result-report.css.
import type { ReactNode } from "react";

interface ResultCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** More classes beside result-card. */
  className?: string;
  children: ReactNode;
}

export function ResultCard({ id, title, className, children }: ResultCardProps) {
  return (
    <section className={className ? `result-card ${className}` : "result-card"} aria-labelledby={id}>
      <h2 id={id} className="result-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
