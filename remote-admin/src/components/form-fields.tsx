import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { FormField } from 'remote_shared/ui';

/** The message to show under a field: its own error once touched or submitted, or the API's after a failed save. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!(meta.touched || meta.submitFailed)) return undefined;
  const error = (meta.error as string | undefined) ?? (!meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined);
  return error || undefined;
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'datetime-local' | 'number';
  as?: 'input' | 'textarea';
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  min?: number;
  max?: number;
}

export function TextField({ name, label, type = 'text', as = 'input', ...rest }: TextFieldProps) {
  return (
    <Field<string> name={name} type={as === 'input' ? type : undefined}>
      {({ input, meta }) => <FormField label={label} as={as} {...rest} {...input} value={input.value ?? ''} error={fieldError(meta)} />}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
  required,
  hint,
  disabled,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FormField label={label} as="select" required={required} hint={hint} disabled={disabled} {...input} error={fieldError(meta)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormField>
      )}
    </Field>
  );
}
