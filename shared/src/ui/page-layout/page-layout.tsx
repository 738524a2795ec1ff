import './page-layout.css';
import type { ReactNode } from 'react';

/**
 * The layout of the pages that show the agent sidebar: a heading and the content, with the sidebar beside it
 * (below it under 768 px). Without a sidebar (www mode) the content is one narrower column.
 */
export function PageLayout({
  heading,
  before,
  sidebar,
  className,
  children,
}: {
  heading: ReactNode;
  /** Shown above the heading (a breadcrumb). */
  before?: ReactNode;
  sidebar?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['hearth-page', sidebar ? '' : 'hearth-page--single', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="hearth-page__main">
        {before}
        <h1 className="hearth-page__heading">{heading}</h1>
        {children}
      </div>
      {sidebar ? <div className="hearth-page__sidebar">{sidebar}</div> : null}
    </div>
  );
}

/** A boxed explanation in place of the content (e.g. an agent-site feature opened on the www portal). */
export function PageNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="hearth-page__notice" role="note">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
