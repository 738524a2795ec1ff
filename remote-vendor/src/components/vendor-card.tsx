import './vendor-card.css';
import { useId, type ReactNode } from 'react';

/** One label / value row of a card: the value's `data-testid` names it for the tests. */
export type FieldRow = [label: string, value: string, testId: string];

/** A card of a vendor page: a section named by its heading, or by `label` when it shows none. */
export function VendorCard({
  heading,
  label,
  className,
  children,
}: {
  heading?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={className ? `vendor-card ${className}` : 'vendor-card'}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading && (
        <h2 id={headingId} className="vendor-card__heading">
          {heading}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A card's label / value list (one column, two from 600 px). */
export function FieldList({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <dl className="vendor-fields">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="vendor-fields__row">
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
