import './status-page.css';
import type { ReactNode } from 'react';

/** A centred heading, message and action (404, success, inactive website). Texts are rendered as text. */
export function StatusPage({
  heading,
  message,
  action,
  testId,
}: {
  heading: string;
  message?: string;
  action: ReactNode;
  testId?: string;
}) {
  return (
    <section className="status-page" data-testid={testId}>
      <h1 className="status-page__heading">{heading}</h1>
      {message ? <p className="status-page__message">{message}</p> : null}
      {action}
    </section>
  );
}
