import type { ComponentProps } from 'react';
import { Button, Icon, type IconName } from 'remote_shared/ui';

/** A small action of a row, a card or a panel: its icon, then its label (Edit, History, Restore, Retry). */
export function ActionButton({ icon, children, ...rest }: Omit<ComponentProps<typeof Button>, 'size'> & { icon: IconName }) {
  return (
    <Button size="small" {...rest}>
      <Icon name={icon} size={16} />
      {children}
    </Button>
  );
}
