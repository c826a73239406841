// A dashboard page (spec section 2): a header with title, subtitle and actions, an optional subheader, and
// the body. The signed-in shell around it (app/layouts/dashboard-shell.tsx) adds the navigation and puts
// the user menu at the end of the header's actions through PageFrameExtras.
import { useLingui } from "@lingui/react/macro";
import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import "./page-frame.css";

/** What the shell adds to every page's header: the user menu. */
export const PageFrameExtras = createContext<ReactNode>(null);

interface PageFrameProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  subheader?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ title, subtitle, actions, subheader, children }: PageFrameProps) {
  const { t } = useLingui();
  const extras = useContext(PageFrameExtras);
  return (
    <>
      <title>{t`${title} | ReadBright`}</title>
      <header className="dashboard__header">
        <div className="dashboard__heading">
          <h1 className="dashboard__title">{title}</h1>
          {subtitle ? <p className="dashboard__subtitle">{subtitle}</p> : null}
        </div>
        <div className="dashboard__actions">
          {actions}
          {extras}
        </div>
      </header>
      {subheader ? <div className="dashboard__subheader">{subheader}</div> : null}
      <div className="dashboard__body">{children}</div>
    </>
  );
}
