import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A titled section of label / value pairs (a description list). */
export function FactSection({
  id,
  heading,
  facts,
}: {
  id: string;
  heading: ReactNode;
  facts: readonly Fact[];
}) {
  return (
    <section className="listing-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <dl className="fact-list">
        {facts.map((f) => (
          <div key={f.key} className="fact-list__item">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
