// The empty-dashboard placeholder (spec section 2): an image, a title, an optional description and button.
import type { ReactNode } from "react";
import emptyImage from "./empty-state.svg";
import "./empty-state.css";

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      <img className="empty-state__image" src={emptyImage} alt="" width={160} height={120} />
      <h2 className="empty-state__title">{title}</h2>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action}
    </section>
  );
}
