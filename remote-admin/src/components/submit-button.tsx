import type { ComponentProps } from 'react';
import { Button } from 'remote_shared/ui';
import { keepFocus } from './form-submit';

/** A form's submit button: pressing it leaves the focus in the field being edited (keepFocus). */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'onMouseDown'>) {
  return <Button type="submit" onMouseDown={keepFocus} {...props} />;
}
