import type { ReactNode } from 'react';

/**
 * A `<dl>` of label and value pairs, each pair in its own `<div>` (so a grid can lay them out):
 * My account's profile, System's API facts, the privacy tools' counts. `className` draws it
 * (facts.module.css's `.facts`, composed by the pages, or a look of its own).
 */
export function Facts({ items, className, label }: { items: readonly (readonly [string, ReactNode])[]; className?: string; label?: string }) {
  return (
    <dl className={className} aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
