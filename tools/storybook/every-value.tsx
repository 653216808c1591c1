// Storybook only (docs/design-system.md): a story that shows a component once per value (every
// tone of the badge, every variant of the button), side by side and wrapping. Not part of the product.
import { Fragment, type ReactNode } from 'react';

/** A story's `render`: `show(value)` for each of `values`, then `after`, in one wrapping row `gap` apart. */
export function everyValue<Value extends string>(
  values: readonly Value[],
  show: (value: Value) => ReactNode,
  { gap = '0.5rem', after }: { gap?: string; after?: ReactNode } = {},
) {
  return function EveryValue() {
    return (
      <p style={{ display: 'flex', gap, flexWrap: 'wrap' }}>
        {values.map((value) => (
          <Fragment key={value}>{show(value)}</Fragment>
        ))}
        {after}
      </p>
    );
  };
}
