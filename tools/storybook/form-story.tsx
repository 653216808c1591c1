// Storybook only (docs/design-system.md): a form around the back office's fields, as a modal form holds them, that can
// start as submitted (its fields then show their errors) or disabled. Not part of the product.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Form, useForm } from 'react-final-form';

function SubmitAtOnce() {
  const form = useForm();
  useEffect(() => void form.submit(), [form]);
  return null;
}

/** The state a story's form starts in: its values, the errors it reports, submitted or not. */
export interface FormState {
  initialValues?: Record<string, unknown>;
  errors?: Record<string, string>;
  submitted?: boolean;
}

export function FormStory({ initialValues = {}, errors = {}, submitted = false, children }: FormState & { children: ReactNode }) {
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      validate={() => errors}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}>
          {submitted && <SubmitAtOnce />}
          {children}
        </form>
      )}
    />
  );
}

/**
 * A story's `render`: the field `Field` with the story's args, in a form in `state` (every state
 * story of a field is this with other values).
 */
export function inForm<Args extends object>(Field: ComponentType<Args>, state: FormState = {}) {
  return function InForm(args: Args) {
    return (
      <FormStory {...state}>
        <Field {...args} />
      </FormStory>
    );
  };
}
